import type { FastifyRequest } from 'fastify';

/** The one route whose body is read as sent: a webhook's signature is over the exact bytes. */
export const WEBHOOK_PATH = '/api/payments/webhook';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's text, kept only on the webhook route (app.ts's JSON parser). */
    rawBody?: string;
  }
}

/** Keeps the text the JSON parser is about to read, on the webhook route only. */
export function keepRawBody(request: FastifyRequest, text: string): void {
  if (request.url.split('?')[0] === WEBHOOK_PATH) request.rawBody = text;
}

export const rawBodyOf = (request: FastifyRequest): string => request.rawBody ?? '';
