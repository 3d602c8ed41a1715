import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { HeldSaleList, HeldSaleResponse } from '@shop/contracts';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { IdParamPipe } from '../common/id-param.pipe';
import type { SignedInUser } from '../users/signed-in-user';
import { HoldSaleDto, ResumeHeldSaleDto } from './held-sales.dto';
import { HeldSalesService } from './held-sales.service';

/** Held sales at the till (docs/product/api.md#held-sales). */
@ApiTags('pos')
@ApiBearerAuth()
@RequirePermission('sell')
@ApiForbiddenResponse({ description: '{ error, permission } without the permission' })
@Controller('pos/held-sales')
export class HeldSalesController {
  constructor(private readonly held: HeldSalesService) {}

  @Post()
  @ApiCreatedResponse({ description: '{ held_sale }: the cart parked for 24 hours' })
  @ApiBadRequestResponse({ description: 'A field, the register, the customer or a product' })
  async hold(
    @CurrentUser() actor: SignedInUser,
    @Body() body: HoldSaleDto,
  ): Promise<HeldSaleResponse> {
    return { held_sale: await this.held.hold(actor, body) };
  }

  @Get()
  @ApiOkResponse({ description: "{ held_sales }: every register's, not lapsed, newest first" })
  async list(): Promise<HeldSaleList> {
    return { held_sales: await this.held.list() };
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ held_sale }: its lines for the till; the hold is gone' })
  @ApiNotFoundResponse({ description: 'Resumed, discarded or lapsed' })
  async resume(
    @CurrentUser() actor: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ResumeHeldSaleDto,
  ): Promise<HeldSaleResponse> {
    return { held_sale: await this.held.resume(actor, id, body.register_id) };
  }

  @Delete(':id')
  @ApiOkResponse({ description: '{ message }' })
  @ApiNotFoundResponse({ description: 'Resumed, discarded or lapsed' })
  async discard(
    @CurrentUser() actor: SignedInUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<{ message: string }> {
    await this.held.discard(actor, id);
    return { message: 'Held sale discarded' };
  }
}
