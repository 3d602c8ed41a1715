import { Catch, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorBody, PermissionRefusal } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from './describe-error';
import { PermissionRefusedException } from './permission-refused.exception';
import { TooManyRequestsException } from './too-many-requests.exception';

/**
 * A 503 (the database away or every connection busy past its wait, decision 0057) tells the
 * client to come back in a second rather than failing: a slow moment never answers 500.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

/**
 * Every error leaves the API as `{"error": "<message>"}` (docs/architecture.md#api), with the
 * missing `permission` beside it on a permission's 403. A
 * server-side failure is logged whole, stack included, under the request's id; the
 * answer carries only the message (docs/operations.md#outages-shutdown-and-logs).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const { status, message, internal } = describeError(exception);
    if (internal) {
      const err = exception instanceof Error ? exception : new Error(String(exception));
      http.getRequest<FastifyRequest>().log.error({ err }, `Answered ${status}`);
    }
    const body: ErrorBody | PermissionRefusal =
      exception instanceof PermissionRefusedException
        ? { error: message, permission: exception.permission }
        : { error: message };
    if (exception instanceof TooManyRequestsException)
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    else if (status === Number(HttpStatus.SERVICE_UNAVAILABLE))
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
