import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { REQUEST_ID_HEADER } from '@shop/contracts';

/**
 * OpenTelemetry traces of the API (docs/operations.md#tracing,
 * docs/decisions/0100-metrics-and-traces-for-operations.md): each request's HTTP span, Nest's
 * handler spans and the MySQL driver's statements, sent over OTLP/HTTP. Loaded by main.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, and before the app's modules, so the instrumentations wrap
 * them as they load; the tests and an unconfigured start never load this file.
 */

/** The span attribute holding the request id the answer and the log line carry. */
export const REQUEST_ID_ATTRIBUTE = 'fitshop.request_id';

/** Probes and scrapes every few seconds would drown the traces people read. */
const UNTRACED = /^\/api\/(health|metrics)\b/;

/** Names a server span after its request id (set by createApp's hook on every answer). */
function tagRequestId(span: Span, _request: unknown, response: IncomingMessage | ServerResponse) {
  if (!('getHeader' in response)) return;
  const id = response.getHeader(REQUEST_ID_HEADER);
  if (typeof id === 'string') span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
}

export interface Tracing {
  /** Sends the spans still held, then stops (after the app has drained). */
  shutdown(): Promise<void>;
}

export function startTracing(endpoint: string): Tracing {
  const sdk = new NodeSDK({
    serviceName: 'fitshop-api',
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? ''),
        applyCustomAttributesOnSpan: tagRequestId,
      }),
      new NestInstrumentation(),
      new MySQL2Instrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
