import { Module } from '@nestjs/common';
import { CheckoutService } from './checkout.service';
import { PurchasesController } from './purchases.controller';
import { PurchasesService } from './purchases.service';

@Module({
  controllers: [PurchasesController],
  providers: [PurchasesService, CheckoutService],
})
export class PurchasesModule {}
