import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
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
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENT_REPLAY_HEADER,
  parseIdempotencyKey,
  type PurchaseList,
  type PurchaseQuote,
  type PurchaseResponse,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import {
  ChecksAccountItself,
  Public,
  RequirePermissionWhen,
  Roles,
} from '../auth/access.decorators';
import { Bearer, CurrentUser } from '../auth/current-user.decorator';
import type { TokenBearer } from '../auth/token-bearer';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import { ChangesCatalogue } from '../catalog/product-list.cache';
import { CheckoutService } from './checkout.service';
import {
  CreatePurchaseDto,
  PurchaseQueryDto,
  PurchaseQuoteDto,
  UpdatePurchaseDto,
} from './purchases.dto';
import { PurchaseListService } from './purchase-list.service';
import { PurchaseQuoteService } from './purchase-quote.service';
import { approvalAskedOf } from '../returns/return-headers';
import { PurchasesService } from './purchases.service';

/** A point-of-sale sale (docs/product/roles-and-rules.md#permissions); a web order needs none. */
const atTheTill = ({ body }: { body?: unknown }) => fieldOf(body, 'channel') === 'pos';
/** A status change to cancelled; completing and payment changes stay with every staff user. */
const cancels = ({ body }: { body?: unknown }) => fieldOf(body, 'status') === 'cancelled';
const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const NOT_FOUND = { description: '{ error: "Purchase not found" } (also for another customer\'s)' };

@ApiTags('purchases')
@ApiBearerAuth()
@Controller('purchases')
export class PurchasesController {
  constructor(
    private readonly purchases: PurchasesService,
    private readonly lists: PurchaseListService,
    private readonly checkout: CheckoutService,
    private readonly quotes: PurchaseQuoteService,
  ) {}

  @Get()
  @ApiOkResponse({
    description:
      'Own purchases (staff: all, searched and filtered as asked), newest first, with page info',
  })
  @ApiBadRequestResponse({
    description: "A bad query value, named; or a customer sending staff's filters",
  })
  list(@Query() query: PurchaseQueryDto, @CurrentUser() user: SignedInUser): Promise<PurchaseList> {
    return this.lists.list(query, user);
  }

  @Get(':id')
  @ApiOkResponse({ description: '{ purchase }' })
  @ApiNotFoundResponse(NOT_FOUND)
  async get(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: SignedInUser,
  ): Promise<PurchaseResponse> {
    return { purchase: await this.purchases.get(id, user) };
  }

  @Post()
  @ChecksAccountItself()
  @RequirePermissionWhen('sell', atTheTill)
  @ChangesCatalogue()
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'One key per sale (1-255 printable ASCII characters), the same on every retry: a key this' +
      ' user sent in the last 24 hours answers with that purchase (header Idempotent-Replayed: true)',
  })
  @ApiCreatedResponse({ description: '{ purchase }, priced by the server' })
  @ApiBadRequestResponse({
    description: 'Invalid items, unknown product, payment method, key, or cash short of the total',
  })
  @ApiForbiddenResponse({
    description:
      'channel "pos" from a customer; a till discount over the cashier\'s limit without an approval' +
      ' ({ error, permission: "give_discounts" })',
  })
  @ApiConflictResponse({
    description: '{ error: "Insufficient stock for <product>" }, or a key reused with another body',
  })
  async create(
    @Body() body: CreatePurchaseDto,
    @Bearer() bearer: TokenBearer,
    @Headers('idempotency-key') keyHeader: string | undefined,
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PurchaseResponse> {
    const key = keyHeader === undefined ? null : parseIdempotencyKey(keyHeader);
    if (keyHeader !== undefined && key === null)
      throw new BadRequestException(IDEMPOTENCY_KEY_INVALID);
    const asked = approvalAskedOf(headers);
    const { purchase, replayed } = await this.checkout.create(body, bearer, key, asked);
    if (replayed) void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return { purchase };
  }

  /**
   * A cart priced with tax (and, on the web, shipping) as the checkout would price it now;
   * public like the cart itself.
   */
  @Post('quote')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The lines, subtotal, tax, shipping and total; nothing is bought' })
  @ApiBadRequestResponse({ description: 'Invalid items or an unknown product' })
  quote(@Body() body: PurchaseQuoteDto): Promise<PurchaseQuote> {
    return this.quotes.quote(body.items, body.channel ?? 'web', body.discount_code ?? null, body);
  }

  @Roles('staff')
  @Put(':id')
  @RequirePermissionWhen('cancel_sales', cancels)
  @ChangesCatalogue()
  @ApiOkResponse({ description: '{ purchase }' })
  @ApiForbiddenResponse({ description: 'Below staff' })
  @ApiConflictResponse({ description: 'A status change the rules refuse' })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdatePurchaseDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<PurchaseResponse> {
    return { purchase: await this.purchases.update(id, body, user) };
  }

  @Post(':id/cancel')
  // Staff cancel anyone's sale with the permission; a customer cancels an own pending order.
  @RequirePermissionWhen('cancel_sales')
  @ChangesCatalogue()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ purchase }, stock restored and a taken payment refunded' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: 'Already cancelled, or not pending (customers)' })
  async cancel(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: SignedInUser,
  ): Promise<PurchaseResponse> {
    return { purchase: await this.purchases.cancel(id, user) };
  }
}
