import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Stripe from 'stripe';

/** Stripe's answers as recorded from its test mode (test/recorded/stripe/). */
export function recordedStripe(name: string): Record<string, unknown> {
  const file = join(__dirname, '..', 'recorded', 'stripe', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** One call the SDK made: its path, its form fields, its headers. */
export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface RecordedStripeServer {
  port: number;
  calls: StripeCall[];
  close(): Promise<void>;
}

/**
 * A local stand-in for api.stripe.com that the SDK is pointed at (PaymentSettings.apiBase): it
 * replays the recorded answers, giving each PaymentIntent the purchase's id (as Stripe gives each
 * its own), and keeps what the SDK sent so the test can check it. No network leaves the machine.
 */
export async function startRecordedStripe(): Promise<RecordedStripeServer> {
  const calls: StripeCall[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      const path = request.url ?? '';
      calls.push({ method: request.method ?? '', path, form, headers: request.headers });
      const answer = answerTo(request.method ?? '', path, form);
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ?? { error: { message: `No recording for ${path}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function answerTo(method: string, path: string, form: URLSearchParams): unknown {
  if (method === 'POST' && path === '/v1/payment_intents') {
    const purchaseId = form.get('metadata[purchase_id]') ?? '0';
    const intent = recordedStripe('payment-intent-created');
    return {
      ...intent,
      id: intentIdOf(purchaseId),
      client_secret: `${intentIdOf(purchaseId)}_secret_Rec0rdedSecret`,
      amount: Number(form.get('amount')),
      metadata: { purchase_id: purchaseId },
    };
  }
  if (method === 'POST' && path === '/v1/refunds')
    return {
      ...recordedStripe('refund-created'),
      payment_intent: form.get('payment_intent'),
      amount: Number(form.get('amount')),
    };
  return null;
}

export const intentIdOf = (purchaseId: number | string) => `pi_3Qrecorded${purchaseId}`;

/** A recorded webhook event about one purchase's PaymentIntent, signed as Stripe signs it. */
export function signedEvent(
  name: 'event-payment-intent-succeeded' | 'event-payment-intent-failed',
  purchaseId: number,
  secret: string,
): { payload: string; signature: string } {
  const event = recordedStripe(name) as { data: { object: Record<string, unknown> } };
  event.data.object = {
    ...event.data.object,
    id: intentIdOf(purchaseId),
    metadata: { purchase_id: String(purchaseId) },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}
