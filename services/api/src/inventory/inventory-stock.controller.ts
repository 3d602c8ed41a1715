import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { InventoryRecordResponse, StockMovementList } from '@shop/contracts';
import { RequirePermission, Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ChangesCatalogue } from '../catalog/product-list.cache';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParamPipe } from '../common/id-param.pipe';
import type { SignedInUser } from '../users/signed-in-user';
import { NOT_FOUND, PRODUCT_ID_PARAM } from './inventory.controller';
import { recordFor } from './inventory.mapper';
import {
  AdjustStockDto,
  InventoryRecordResponseDto,
  RestockDto,
  StockMovementListDto,
  StockMovementQueryDto,
} from './inventory.dto';
import { StockChangesService } from './stock-changes.service';
import { StockHistoryService } from './stock-history.service';

/**
 * Stock changes by staff and the history they leave, under /inventory/{product_id}.
 * Restock and adjust change what the product list shows (stock, and a weighted cost).
 */
@ApiTags('inventory')
@ApiBearerAuth()
@Roles('staff')
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Below staff' })
@Controller('inventory/:product_id')
export class InventoryStockController {
  constructor(
    private readonly changes: StockChangesService,
    private readonly history: StockHistoryService,
  ) {}

  @Post('restock')
  @RequirePermission('receive_stock')
  @HttpCode(200)
  @ChangesCatalogue()
  @ApiParam(PRODUCT_ID_PARAM)
  @ApiOkResponse({ type: InventoryRecordResponseDto, description: 'The record after the restock' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: '"Quantity must be a whole number of at least 1", or another field rule',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  async restock(
    @Param('product_id', IdParamPipe) productId: number,
    @Body() body: RestockDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<InventoryRecordResponse> {
    return { inventory: recordFor(user, await this.changes.restock(productId, body, user)) };
  }

  @Post('adjust')
  @RequirePermission('adjust_stock')
  @HttpCode(200)
  @ChangesCatalogue()
  @ApiParam(PRODUCT_ID_PARAM)
  @ApiOkResponse({ type: InventoryRecordResponseDto, description: 'The record after the change' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The first failing field rule' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBodyDto, description: '"Stock cannot go below zero"' })
  async adjust(
    @Param('product_id', IdParamPipe) productId: number,
    @Body() body: AdjustStockDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<InventoryRecordResponse> {
    return { inventory: recordFor(user, await this.changes.adjust(productId, body, user)) };
  }

  @Get('movements')
  @ApiParam(PRODUCT_ID_PARAM)
  @ApiOkResponse({ type: StockMovementListDto, description: 'The stock history, newest first' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: '"Inventory record not found"' })
  movements(
    @Param('product_id', IdParamPipe) productId: number,
    @Query() query: StockMovementQueryDto,
  ): Promise<StockMovementList> {
    return this.history.list(productId, query);
  }
}
