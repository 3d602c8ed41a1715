import { ConnectionException } from '@mikro-orm/core';

/**
 * How long a request waits for a connection from the pool, and a new connection for the
 * server, before it gives up and answers 503
 * (docs/decisions/0057-a-database-outage-answers-503.md): together well under the 5 s a client is
 * promised, so an outage never hangs a request.
 */
export const ACQUIRE_TIMEOUT_MS = 3_000;
export const CONNECT_TIMEOUT_MS = 2_000;

/** mysql2's and Node's codes for a server that is gone, refusing or cut off. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_CONNECTION_KILLED',
]);

/** How knex's pool says it gave no connection in time, or has been closed. */
const POOL_MESSAGES = ['Knex: Timeout acquiring a connection', 'Unable to acquire a connection'];

/**
 * True when `error` says the database cannot be reached (rather than that the request
 * or our code is wrong): the API then answers 503 "Service temporarily unavailable",
 * and the caller may try again. Looks through the ORM's wrappers (`cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof ConnectionException) return true;
    const { code, name, message, cause } = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    // The pool gave no connection in time (knex's own error), or was closed. The ORM wraps
    // knex's timeout in a DriverException that keeps only its message, hence the message test.
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && POOL_MESSAGES.some((start) => message.startsWith(start)))
      return true;
    current = cause;
  }
  return false;
}
