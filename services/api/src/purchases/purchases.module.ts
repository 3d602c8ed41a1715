import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { CheckoutService } from './checkout.service';
import { CheckoutThrottle } from './checkout-throttle';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { PurchasesController } from './purchases.controller';
import { PurchasesService } from './purchases.service';
import { PurchaseQuoteService } from './purchase-quote.service';
import { TaxModule } from '../tax/tax.module';

@Module({
  imports: [EventsModule, TaxModule],
  controllers: [PurchasesController],
  providers: [
    PurchasesService,
    PurchaseQuoteService,
    CheckoutService,
    CheckoutThrottle,
    IdempotencyKeysService,
  ],
  // An exchange sells through the checkout's own path (returns/till-returns.service.ts).
  exports: [CheckoutService],
})
export class PurchasesModule {}
