import { Module } from '@nestjs/common';
import { ShopController } from './shop.controller';

/** The shop's public settings; SHOP_SETTINGS comes from the (global) reports module. */
@Module({ controllers: [ShopController] })
export class ShopModule {}
