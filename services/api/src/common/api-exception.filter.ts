import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorBody } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { describeError } from './describe-error';
import { TooManyRequestsException } from './too-many-requests.exception';

/** Every error leaves the API as `{"error": "<message>"}` (docs/architecture.md §3). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, message, internal } = describeError(exception);
    if (internal) {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`Unhandled error answered with ${status}`, stack);
    }
    const body: ErrorBody = { error: message };
    if (exception instanceof TooManyRequestsException)
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
