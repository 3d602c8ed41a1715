import { Module } from '@nestjs/common';
import { AddressesController } from './addresses.controller';
import { AddressesService } from './addresses.service';

/**
 * Saved delivery addresses (docs/product/account.md#addresses). The checkout settles a sale's
 * address by its own statements (checkout-address-statements.ts), in the sale's transaction.
 */
@Module({
  controllers: [AddressesController],
  providers: [AddressesService],
})
export class AddressesModule {}
