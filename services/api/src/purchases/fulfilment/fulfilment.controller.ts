import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { PurchaseResponse } from '@shop/contracts';
import { Roles } from '../../auth/access.decorators';
import { CurrentUser } from '../../auth/current-user.decorator';
import { IdParamPipe } from '../../common/id-param.pipe';
import { SignedInUser } from '../../users/signed-in-user';
import { ShipPurchaseDto } from './fulfilment.dto';
import { FulfilmentService } from './fulfilment.service';

/**
 * Staff move a web order along (docs/product/api.md#fulfilment), with the role that changes a
 * purchase's status (PUT /purchases/{id}).
 */
@ApiTags('purchases')
@ApiBearerAuth()
@Roles('staff')
@Controller('purchases')
export class FulfilmentController {
  constructor(private readonly fulfilment: FulfilmentService) {}

  @Post(':id/ship')
  @HttpCode(200)
  @ApiOkResponse({
    description: '{ purchase }, shipped; the buyer is e-mailed the tracking number',
  })
  @ApiBadRequestResponse({
    description:
      'Carrier or tracking number missing or malformed; a till sale, a cancelled or an unpaid card order',
  })
  @ApiForbiddenResponse({ description: 'Below staff' })
  @ApiNotFoundResponse({ description: '{ error: "Purchase not found" }' })
  @ApiConflictResponse({ description: 'Already shipped, or changed meanwhile' })
  async ship(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ShipPurchaseDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<PurchaseResponse> {
    return { purchase: await this.fulfilment.ship(id, body, user) };
  }

  @Post(':id/deliver')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ purchase }, delivered and completed; cash on delivery paid' })
  @ApiBadRequestResponse({ description: 'Not shipped, a till sale, or cancelled' })
  @ApiForbiddenResponse({ description: 'Below staff' })
  @ApiNotFoundResponse({ description: '{ error: "Purchase not found" }' })
  @ApiConflictResponse({ description: 'Already delivered, or changed meanwhile' })
  async deliver(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: SignedInUser,
  ): Promise<PurchaseResponse> {
    return { purchase: await this.fulfilment.deliver(id, user) };
  }
}
