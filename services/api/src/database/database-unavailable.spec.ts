import {
  ConnectionException,
  DriverException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { describeError } from '../common/describe-error';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server that is gone, cut off or out of connections', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('PROTOCOL_CONNECTION_LOST'))).toBe(true);
    expect(isDatabaseUnavailable(new ConnectionException(withCode('ETIMEDOUT')))).toBe(true);
    const poolTimeout = Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
      name: 'KnexTimeoutError',
    });
    expect(isDatabaseUnavailable(poolTimeout)).toBe(true);
    // What an ORM query throws when the pool is full: knex's timeout inside a DriverException.
    expect(isDatabaseUnavailable(new DriverException(poolTimeout))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('EPIPE') }))).toBe(
      true,
    );
  });

  it('leaves every other failure alone', () => {
    expect(
      isDatabaseUnavailable(new UniqueConstraintViolationException(withCode('ER_DUP_ENTRY'))),
    ).toBe(false);
    expect(isDatabaseUnavailable(new DriverException(new Error('Unknown column x')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('makes the answer 503 with a message that names no driver', () => {
    const unavailable = { status: 503, message: 'Service temporarily unavailable', internal: true };
    expect(describeError(withCode('ECONNREFUSED'))).toEqual(unavailable);
    const poolFull = new Error('Knex: Timeout acquiring a connection. The pool is probably full.');
    expect(describeError(new DriverException(poolFull))).toEqual(unavailable);
  });
});
