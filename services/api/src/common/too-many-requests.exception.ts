import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 that tells the client when to come back; the error filter sends `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
