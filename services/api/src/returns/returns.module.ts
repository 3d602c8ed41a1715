import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { PurchasesModule } from '../purchases/purchases.module';
import { PurchaseReturnsController } from './purchase-returns.controller';
import { ReturnRequestsService } from './return-requests.service';
import { ReturnsController } from './returns.controller';
import { ReturnsFlowService } from './returns-flow.service';
import { ReturnsOfCancelled } from './returns-of-cancelled';
import { ReturnsQueryService } from './returns-query.service';
import { TillReturnsService } from './till-returns.service';

/**
 * Returns, exchanges and refunds (docs/product/returns.md). An exchange sells through the
 * checkout's own path, so the purchases module lends its `CheckoutService`; the returns follow
 * a purchase's cancellation through its domain event.
 */
@Module({
  imports: [EventsModule, PurchasesModule],
  controllers: [ReturnsController, PurchaseReturnsController],
  providers: [
    TillReturnsService,
    ReturnRequestsService,
    ReturnsFlowService,
    ReturnsQueryService,
    ReturnsOfCancelled,
  ],
})
export class ReturnsModule {}
