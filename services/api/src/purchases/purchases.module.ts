import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CheckoutService } from './checkout.service';
import { PurchasesController } from './purchases.controller';
import { PurchasesService } from './purchases.service';

@Module({
  imports: [CatalogModule],
  controllers: [PurchasesController],
  providers: [PurchasesService, CheckoutService],
})
export class PurchasesModule {}
