import { Module } from '@nestjs/common';
import { CheckoutService } from './checkout.service';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { PurchasesController } from './purchases.controller';
import { PurchasesService } from './purchases.service';

@Module({
  controllers: [PurchasesController],
  providers: [PurchasesService, CheckoutService, IdempotencyKeysService],
})
export class PurchasesModule {}
