import { STATUS_CODES } from 'node:http';
import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';
import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { isDatabaseUnavailable } from '../database/database-unavailable';

export interface ErrorAnswer {
  status: number;
  message: string;
  /** A server-side failure: the filter logs it. Unexpected ones get a generic message. */
  internal: boolean;
}

const SERVICE_UNAVAILABLE: ErrorAnswer = {
  status: HttpStatus.SERVICE_UNAVAILABLE,
  message: 'Service temporarily unavailable',
  internal: true,
};

// The router's own 404 reads "Cannot GET /api/x"; clients get a plain message instead.
const ROUTE_NOT_FOUND = /^Cannot [A-Z]+ \//;

/**
 * Turns anything thrown while handling a request into the status and message of
 * the `{"error": ...}` body (docs/architecture.md#api). Bad input is always a 4xx; only
 * unexpected failures become a 500, and their details stay in the log.
 */
export function describeError(exception: unknown): ErrorAnswer {
  if (exception instanceof HttpException) return describeHttpException(exception);
  const fastify = describeFastifyError(exception);
  if (fastify) return fastify;
  // The database is away: a passing state, not a fault of the request
  // (docs/decisions/0057-a-database-outage-answers-503.md).
  if (isDatabaseUnavailable(exception)) return SERVICE_UNAVAILABLE;
  // A transaction that lost its lock races on every retry (a deadlock, a lock wait past its
  // limit) was rolled back whole: the shop is busy, nothing changed, the client may try again.
  if (exception instanceof DeadlockException || exception instanceof LockWaitTimeoutException)
    return SERVICE_UNAVAILABLE;
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Internal server error',
    internal: true,
  };
}

function describeHttpException(exception: HttpException): ErrorAnswer {
  const status = exception.getStatus();
  const issues = zodIssues(exception);
  if (issues) return { status, message: issues, internal: false };
  const message = messageOf(exception.getResponse()) ?? exception.message;
  if (exception instanceof NotFoundException && ROUTE_NOT_FOUND.test(message)) {
    return { status, message: 'Not found', internal: false };
  }
  return { status, message, internal: status >= 500 };
}

/**
 * nestjs-zod's exception carries the zod error. The first issue is the answer: the
 * contract schemas list fields in form order, so it is the message the form would
 * show first (docs/product/roles-and-rules.md#validation-rules), and it names the field.
 */
function zodIssues(exception: HttpException): string | null {
  const getZodError = (exception as { getZodError?: () => unknown }).getZodError;
  if (typeof getZodError !== 'function') return null;
  const error = getZodError.call(exception) as { issues?: { message: string }[] } | undefined;
  return error?.issues?.[0]?.message ?? null;
}

function messageOf(response: string | object): string | null {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown; error?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('; ');
  const error = (response as { error?: unknown }).error;
  return typeof error === 'string' ? error : null;
}

/**
 * Nest already turns Fastify's body errors (bad JSON 400, too large 413, wrong
 * content type 415) into HttpExceptions with Fastify's message. This catches any
 * other error that carries a client-error status, e.g. a plain SyntaxError.
 */
function describeFastifyError(exception: unknown): ErrorAnswer | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { statusCode } = exception as { statusCode?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  const message =
    exception instanceof SyntaxError ? 'Request body is not valid JSON' : STATUS_CODES[statusCode];
  return { status: statusCode, message: message ?? 'Bad request', internal: false };
}
