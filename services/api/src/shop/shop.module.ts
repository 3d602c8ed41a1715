import { Module, type DynamicModule } from '@nestjs/common';
import { SHOP_CLOCK, systemClock, type Clock, type ShopClock } from './shop-clock';
import { ShopController } from './shop.controller';
import { StoreSettingsService } from './store-settings.service';

/**
 * The store settings (docs/product/settings.md) and the shop's clock. Global: the reports,
 * the checkout and the inventory read them. "Now" is a parameter, so tests pin it without
 * faking timers. RollupRebuild comes from the (global) reports module.
 */
@Module({})
export class ShopModule {
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return {
      module: ShopModule,
      global: true,
      controllers: [ShopController],
      providers: [
        StoreSettingsService,
        {
          provide: SHOP_CLOCK,
          inject: [StoreSettingsService],
          useFactory: (settings: StoreSettingsService): ShopClock => ({
            clock,
            timeZone: () => settings.timeZone(),
          }),
        },
      ],
      exports: [StoreSettingsService, SHOP_CLOCK],
    };
  }
}
