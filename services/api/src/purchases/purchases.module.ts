import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { CheckoutService } from './checkout.service';
import { CheckoutThrottle } from './checkout-throttle';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { PurchasesController } from './purchases.controller';
import { PurchasesService } from './purchases.service';

@Module({
  imports: [EventsModule],
  controllers: [PurchasesController],
  providers: [PurchasesService, CheckoutService, CheckoutThrottle, IdempotencyKeysService],
})
export class PurchasesModule {}
