import { Body, Controller, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER, type ReturnResponse } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ChangesCatalogue } from '../catalog/product-list.cache';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import { answer, idempotencyKeyOf } from './return-headers';
import { ReturnRequestsService } from './return-requests.service';
import { CancelLinesDto, ReturnRequestDto } from './returns.dto';

type RequestHeaders = Record<string, string | string[] | undefined>;

const NOT_FOUND = { description: '{ error: "Purchase not found" } (also another customer’s)' };
const KEY = {
  name: IDEMPOTENCY_KEY_HEADER,
  required: false,
  description: 'As for POST /returns/: a retry with the same key answers with the same return',
};

/** The routes that start a return from a purchase (docs/product/api.md#returns). */
@ApiTags('returns')
@ApiBearerAuth()
@Controller('purchases')
export class PurchaseReturnsController {
  constructor(private readonly requests: ReturnRequestsService) {}

  @Post(':id/returns')
  @ApiHeader(KEY)
  @ApiCreatedResponse({ description: '{ return } requested: nothing moves until staff receive it' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: 'Not a completed web order, past the window, or too many' })
  async request(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ReturnRequestDto,
    @CurrentUser() user: SignedInUser,
    @Headers() headers: RequestHeaders,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReturnResponse> {
    return answer(await this.requests.request(id, body, user, idempotencyKeyOf(headers)), reply);
  }

  @Post(':id/cancel-lines')
  @RequirePermission('cancel_sales')
  @ChangesCatalogue()
  @HttpCode(201)
  @ApiHeader(KEY)
  @ApiCreatedResponse({
    description: '{ return } of kind cancellation: restocked, refunded if paid',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: 'Not an open web order, too many, or every line left' })
  async cancelLines(
    @Param('id', IdParamPipe) id: number,
    @Body() body: CancelLinesDto,
    @CurrentUser() user: SignedInUser,
    @Headers() headers: RequestHeaders,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReturnResponse> {
    const key = idempotencyKeyOf(headers);
    return answer(await this.requests.cancelLines(id, body, user, key), reply);
  }
}
