import { Global, Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { BusinessMetrics } from './business-metrics';
import { MetricsAccess } from './metrics-access';
import { MetricsController } from './metrics.controller';
import { MetricsRegistry } from './metrics-registry';

/**
 * Prometheus metrics at /api/metrics (docs/operations.md#metrics). Global, so a module that makes
 * returns or refunds takes `BusinessMetrics` without importing this one.
 */
@Global()
@Module({
  imports: [EventsModule],
  controllers: [MetricsController],
  providers: [MetricsRegistry, MetricsAccess, BusinessMetrics],
  exports: [MetricsRegistry, BusinessMetrics],
})
export class MetricsModule {}
