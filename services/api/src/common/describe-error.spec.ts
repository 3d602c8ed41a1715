import {
  BadRequestException,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';
import { ZodValidationException } from 'nestjs-zod';
import { z } from 'zod';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('keeps the message and status of an HttpException', () => {
    expect(describeError(new NotFoundException('Product not found'))).toEqual({
      status: 404,
      message: 'Product not found',
      internal: false,
    });
    expect(describeError(new BadRequestException(['a is bad', 'b is bad'])).message).toBe(
      'a is bad; b is bad',
    );
  });

  it('hides the path of the router 404', () => {
    expect(describeError(new NotFoundException('Cannot GET /api/nowhere')).message).toBe(
      'Not found',
    );
  });

  it('answers a validation failure with its first zod issue message', () => {
    const result = z
      .object({
        page: z.number({ error: 'page must be a number' }),
        size: z.string({ error: 'size must be text' }),
      })
      .safeParse({ page: 'x' });
    expect(describeError(new ZodValidationException(result.error))).toMatchObject({
      status: 400,
      message: 'page must be a number',
    });
  });

  it('keeps the client-error status of errors raised outside Nest', () => {
    expect(describeError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })).toEqual({
      status: 415,
      message: 'Unsupported Media Type',
      internal: false,
    });
    expect(
      describeError(Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 })),
    ).toEqual({
      status: 400,
      message: 'Request body is not valid JSON',
      internal: false,
    });
  });

  it('answers anything unexpected with a generic 500 marked internal', () => {
    expect(describeError(new Error('connection refused at 10.0.0.5'))).toEqual({
      status: 500,
      message: 'Internal server error',
      internal: true,
    });
    expect(describeError(new ServiceUnavailableException('down')).internal).toBe(true);
  });

  it('answers a transaction that lost its lock races after its retries with 503: busy, try again', () => {
    const busy = { status: 503, message: 'Service temporarily unavailable', internal: true };
    const cause = Object.assign(new Error('Deadlock found when trying to get lock'), {
      errno: 1213,
    });
    expect(describeError(new DeadlockException(cause))).toEqual(busy);
    expect(describeError(new LockWaitTimeoutException(cause))).toEqual(busy);
  });
});
