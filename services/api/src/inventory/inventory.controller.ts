import { Body, Controller, Get, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { InventoryAlertList, InventoryList, InventoryRecordResponse } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { RequirePermission, Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ChangesCatalogue } from '../catalog/product-list.cache';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParamPipe } from '../common/id-param.pipe';
import { shopDate } from '../reports/report-days';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { inventoryCsv } from './inventory-csv';
import { recordFor } from './inventory.mapper';
import type { SignedInUser } from '../users/signed-in-user';
import {
  InventoryAlertListDto,
  InventoryCreateDto,
  InventoryLevelsDto,
  InventoryListDto,
  InventoryQueryDto,
  InventoryRecordResponseDto,
} from './inventory.dto';
import { InventoryService } from './inventory.service';

/**
 * Item routes take the product's id, as the original client does (docs/product/api.md#inventory).
 */
export const PRODUCT_ID_PARAM = {
  name: 'product_id',
  description: 'The id of the product (not of its inventory record)',
} as const;
export const NOT_FOUND = {
  type: ErrorBodyDto,
  description: '"Product not found" or "Inventory record not found"',
};

/** Staff and admin only: visitors 401, customers 403. */
@ApiTags('inventory')
@ApiBearerAuth()
@Roles('staff')
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Below staff' })
@Controller('inventory')
export class InventoryController {
  constructor(
    private readonly inventory: InventoryService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  @Get()
  @ApiOkResponse({ type: InventoryListDto, description: 'One page of the filtered, sorted list' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad query value, named' })
  async list(
    @Query() query: InventoryQueryDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<InventoryList> {
    const page = await this.inventory.list(query);
    return { ...page, inventory: page.inventory.map((record) => recordFor(user, record)) };
  }

  @Get('alerts')
  @ApiOkResponse({ type: InventoryAlertListDto, description: 'Out of stock first, then lowest' })
  alerts(): Promise<InventoryAlertList> {
    return this.inventory.alerts();
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Every row the list filters match (page and per_page ignored), as CSV',
    schema: { type: 'string' },
  })
  async exportCsv(
    @Query() query: InventoryQueryDto,
    @CurrentUser() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const records = await this.inventory.all(query);
    const csv = inventoryCsv(records.map((record) => recordFor(user, record)));
    // A calendar day is the shop's (its time-zone setting), as in the reports' file names.
    const day = shopDate(this.shop.clock.now(), await this.shop.timeZone());
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inventory-${day}.csv"`);
    return csv;
  }

  @Post()
  @RequirePermission('adjust_stock') // an opening count and levels, like an adjustment
  @ChangesCatalogue() // opening stock shows in the product list
  @ApiCreatedResponse({ type: InventoryRecordResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The first failing field rule' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: '"Product not found"' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The product already has a record' })
  async create(
    @Body() body: InventoryCreateDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<InventoryRecordResponse> {
    return { inventory: recordFor(user, await this.inventory.create(body)) };
  }

  @Get(':product_id')
  @ApiParam(PRODUCT_ID_PARAM)
  @ApiOkResponse({ type: InventoryRecordResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  async get(
    @Param('product_id', IdParamPipe) productId: number,
    @CurrentUser() user: SignedInUser,
  ): Promise<InventoryRecordResponse> {
    return { inventory: recordFor(user, await this.inventory.get(productId)) };
  }

  @Put(':product_id')
  @RequirePermission('adjust_stock')
  @ApiParam(PRODUCT_ID_PARAM)
  @ApiOkResponse({ type: InventoryRecordResponseDto, description: 'The levels changed' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Bad levels, minimum above maximum, or a quantity (use restock or adjust)',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  async update(
    @Param('product_id', IdParamPipe) productId: number,
    @Body() body: InventoryLevelsDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<InventoryRecordResponse> {
    return { inventory: recordFor(user, await this.inventory.updateLevels(productId, body)) };
  }
}
