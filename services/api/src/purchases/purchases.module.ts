import { Module } from '@nestjs/common';
import { CheckoutService } from './checkout.service';
import { CheckoutThrottle } from './checkout-throttle';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { PurchasesController } from './purchases.controller';
import { PurchasesService } from './purchases.service';

@Module({
  controllers: [PurchasesController],
  providers: [PurchasesService, CheckoutService, CheckoutThrottle, IdempotencyKeysService],
})
export class PurchasesModule {}
