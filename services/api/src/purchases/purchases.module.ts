import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { CheckoutService } from './checkout.service';
import { CheckoutThrottle } from './checkout-throttle';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { PurchaseDeskController } from './purchase-desk.controller';
import { PurchaseListService } from './purchase-list.service';
import { PurchasesController } from './purchases.controller';
import { PurchasesService } from './purchases.service';
import { PurchaseQuoteService } from './purchase-quote.service';
import { TaxModule } from '../tax/tax.module';
import { PermissionsModule } from '../permissions/permissions.module';
import { TillDiscountGate } from './till-discounts/till-discount-gate';
import { FulfilmentController } from './fulfilment/fulfilment.controller';
import { FulfilmentService } from './fulfilment/fulfilment.service';

@Module({
  imports: [EventsModule, TaxModule, PermissionsModule],
  controllers: [PurchasesController, PurchaseDeskController, FulfilmentController],
  providers: [
    PurchasesService,
    PurchaseListService,
    PurchaseQuoteService,
    CheckoutService,
    CheckoutThrottle,
    IdempotencyKeysService,
    FulfilmentService,
    TillDiscountGate,
  ],
  // The receipt e-mail (mail/receipt-mail.service.ts) reads a purchase as GET /purchases/{id} does;
  // an exchange sells through the checkout's own path (returns/till-returns.service.ts).
  exports: [PurchasesService, CheckoutService],
})
export class PurchasesModule {}
