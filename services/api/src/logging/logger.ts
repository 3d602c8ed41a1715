import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@shop/contracts';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogSettings } from './log-settings';

/**
 * Never written, whatever a future log call passes in: credentials travel in these
 * headers and fields (docs/decisions/0059-one-log-line-per-request-no-secrets.md). Nothing logs
 * bodies or headers today.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.token',
  '*.access_token',
  '*.secret',
];

/** The API's one logger: Fastify's pino, also behind Nest's `Logger` (NestLogger below). */
export function createLogger(
  settings: LogSettings,
  destination: DestinationStream = process.stdout,
): Logger {
  return pino(
    {
      level: settings.level,
      redact: { paths: REDACTED, censor: '[redacted]' },
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    settings.format === 'pretty' ? prettyLines(destination) : destination,
  );
}

/**
 * A proxy's (or a browser's report's, docs/operations.md#client-events) X-Request-Id is kept when
 * it looks like an id; otherwise one is made.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/**
 * One line per request, written when its answer has gone (Fastify's default writes two,
 * with less in them). The request id comes from the request's child logger.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/** Nest's `Logger` calls (start-up, the database, shared state) into the same pino logger. */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  error(message: unknown, stack?: string, context?: string): void {
    this.logger.error({ context, stack }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Shown in the line itself rather than as leftover fields. */
const SHOWN = new Set(['level', 'time', 'pid', 'msg', 'context', 'requestId', 'err', 'stack']);
const REQUEST_FIELDS = ['method', 'route', 'status', 'durationMs'];

/**
 * A small readable form of the JSON lines for development (pino-pretty would be one more
 * dependency for this): `12:00:01.234 INFO  [Database] Using SQLite at …`, a request as
 * `GET /api/products 200 3.1 ms`, other fields as `key=value`, a stack on its own lines.
 */
function prettyLines(destination: DestinationStream): DestinationStream {
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const time = text(entry.time).slice(11, 23);
      const level = (LEVEL_NAMES[entry.level as number] ?? text(entry.level)).padEnd(5);
      const where = entry.context ? `[${text(entry.context)}] ` : '';
      const id = entry.requestId ? ` (${text(entry.requestId)})` : '';
      const isRequest = entry.method !== undefined && entry.status !== undefined;
      const message = isRequest
        ? `${REQUEST_FIELDS.map((key) => text(entry[key])).join(' ')} ms`
        : text(entry.msg ?? '');
      const rest = Object.entries(entry)
        .filter(([key]) => !SHOWN.has(key) && !(isRequest && REQUEST_FIELDS.includes(key)))
        .map(([key, value]) => `${key}=${text(value)}`);
      const err = entry.err as { stack?: string } | undefined;
      const stack = err?.stack ?? (entry.stack as string | undefined);
      destination.write(
        `${time} ${level} ${where}${message}${id}` +
          `${rest.length ? ` ${rest.join(' ')}` : ''}\n${stack ? `${stack}\n` : ''}`,
      );
    },
  };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);
