import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';

/** The Node HTTP parser's codes for the errors Fastify answers itself, and their statuses. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (a header too large, a bad
 * Content-Length, a malformed request line) never reaches Fastify's routing or Nest, and
 * Fastify's default answers it with its own body. This answers with ours, `{"error": …}`
 * (docs/architecture.md#api), and closes the connection, which is all a parser error allows.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ error: STATUS_CODES[status] ?? 'Bad Request' } satisfies ErrorBody);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  socket.destroy(error);
}

/**
 * Node answers an HTTP/1.1 request without a Host header 400 with an empty body, before
 * Fastify sees it, unless the server is made with `requireHostHeader: false` (app.ts); this
 * hook then gives the same refusal our body.
 */
export function refuseRequestsWithoutHost(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      const body: ErrorBody = { error: 'A Host header is required' };
      void reply.status(400).header('connection', 'close').send(body);
      return;
    }
    done();
  });
}
