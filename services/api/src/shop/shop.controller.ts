import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ShopBody } from '@shop/contracts';
import { Public } from '../auth/access.decorators';
import { SHOP_SETTINGS, type ShopSettings } from '../reports/shop-settings';

/**
 * `/shop`: the shop's own settings that every screen reads. Public, so the storefront and
 * the account pages show dates on the same clock as the back office.
 */
@ApiTags('shop')
@Public()
@Controller('shop')
export class ShopController {
  constructor(@Inject(SHOP_SETTINGS) private readonly shop: ShopSettings) {}

  @Get()
  @ApiOperation({
    summary: "The shop's time zone",
    description:
      'time_zone is SHOP_TIME_ZONE (an IANA name, default UTC): the screens show dates and' +
      ' times in it, and the dashboard and the reports count days in it.',
  })
  @ApiOkResponse({ description: '{ time_zone: "America/New_York" }' })
  get(): ShopBody {
    return { time_zone: this.shop.timeZone };
  }
}
