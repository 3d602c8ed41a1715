import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  APPROVER_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type ReturnList,
  type ReturnResponse,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ChangesCatalogue } from '../catalog/product-list.cache';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import { answer, approvalAskedOf, idempotencyKeyOf } from './return-headers';
import { ReturnsFlowService } from './returns-flow.service';
import { ReturnsQueryService } from './returns-query.service';
import { ReceiveReturnDto, RejectReturnDto, ReturnQueryDto, TillReturnDto } from './returns.dto';
import { TillReturnsService } from './till-returns.service';

type RequestHeaders = Record<string, string | string[] | undefined>;

const NOT_FOUND = { description: '{ error: "Return not found" } (also another customer’s)' };
const KEY = {
  name: IDEMPOTENCY_KEY_HEADER,
  required: false,
  description:
    'One key per return, the same on every retry: a key this user sent in the last 24 hours' +
    ' answers with that return (header Idempotent-Replayed: true)',
};

/** Returns, exchanges and refunds (docs/product/api.md#returns). */
@ApiTags('returns')
@ApiBearerAuth()
@Controller('returns')
export class ReturnsController {
  constructor(
    private readonly till: TillReturnsService,
    private readonly flow: ReturnsFlowService,
    private readonly query: ReturnsQueryService,
  ) {}

  @Post()
  @RequirePermission('take_returns')
  @ChangesCatalogue()
  @ApiHeader(KEY)
  @ApiHeader({
    name: APPROVER_HEADER,
    required: false,
    description:
      'With x-approval-pin: an approval for a return outside the window or without a receipt',
  })
  @ApiCreatedResponse({ description: '{ return }: received and refunded, with the exchange' })
  @ApiBadRequestResponse({
    description: 'Invalid lines, an unknown line, cash short of the balance',
  })
  @ApiForbiddenResponse({
    description: 'Without take_returns; override_returns when outside the rules',
  })
  @ApiConflictResponse({ description: 'More than is left of a line, a purchase not completed' })
  async create(
    @Body() body: TillReturnDto,
    @CurrentUser() user: SignedInUser,
    @Headers() headers: RequestHeaders,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReturnResponse> {
    const key = idempotencyKeyOf(headers);
    return answer(await this.till.create(body, user, approvalAskedOf(headers), key), reply);
  }

  @Get()
  @RequirePermission('take_returns')
  @ApiOkResponse({ description: 'Returns, newest first, with page info' })
  list(@Query() query: ReturnQueryDto): Promise<ReturnList> {
    return this.query.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ description: '{ return } for staff, or the customer whose purchase it is' })
  @ApiNotFoundResponse(NOT_FOUND)
  async get(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: SignedInUser,
  ): Promise<ReturnResponse> {
    return { return: await this.query.get(id, user) };
  }

  @Post(':id/receive')
  @RequirePermission('take_returns')
  @ChangesCatalogue()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ return } received, each line restocked or written off' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: 'Not a requested return' })
  async receive(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ReceiveReturnDto,
    @CurrentUser() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReturnResponse> {
    return answer(await this.flow.receive(id, body, user), reply);
  }

  @Post(':id/refund')
  @RequirePermission('take_returns')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ return } refunded to the sale’s tenders' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: 'Not received yet, declined, or more than the tenders took' })
  async refund(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReturnResponse> {
    return answer(await this.flow.refund(id, user), reply);
  }

  @Post(':id/reject')
  @RequirePermission('take_returns')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ return } declined with the note' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: 'Not a requested return' })
  async reject(
    @Param('id', IdParamPipe) id: number,
    @Body() body: RejectReturnDto,
    @CurrentUser() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReturnResponse> {
    return answer(await this.flow.reject(id, body, user), reply);
  }
}
