import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { PurchaseCashierList } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { formatDate, wallTime } from '../shop/shop-calendar';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import type { SignedInUser } from '../users/signed-in-user';
import { purchaseCsv } from './purchase-csv';
import { PurchaseListService } from './purchase-list.service';
import { PurchaseQueryDto } from './purchases.dto';

/**
 * The orders desk's own routes (docs/product/purchases.md#the-orders-desk), staff and admin only:
 * the list itself is `GET /purchases/`, which customers share.
 */
@ApiTags('purchases')
@ApiBearerAuth()
@Roles('staff')
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Below staff' })
@Controller('purchases')
export class PurchaseDeskController {
  constructor(
    private readonly lists: PurchaseListService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'The purchases the list filters match (page and per_page ignored), newest first, at most 10,000, as CSV',
    schema: { type: 'string' },
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad query value, named' })
  async exportCsv(
    @Query() query: PurchaseQueryDto,
    @CurrentUser() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = purchaseCsv(await this.lists.all(query, user));
    // A calendar day is the shop's (its time-zone setting), as in the other exports' names.
    const day = formatDate(wallTime(this.shop.clock.now(), await this.shop.timeZone()));
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="purchases-${day}.csv"`);
    return csv;
  }

  @Get('cashiers')
  @ApiOkResponse({ description: '{ cashiers }: everyone who has rung up a sale, by name' })
  cashiers(): Promise<PurchaseCashierList> {
    return this.lists.cashiers();
  }
}
