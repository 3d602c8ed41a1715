import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * This app's Prometheus registry (docs/operations.md#metrics): one per app rather than
 * prom-client's global one, so the tests can boot several apps in one process. It starts with the
 * process's own figures (CPU, memory, event-loop delay, garbage collection).
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Everything registered, in Prometheus' text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
