import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { PaymentProviderResponse, PaymentResponse } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ChangesCatalogue } from '../catalog/product-list.cache';
import { IdParamPipe } from '../common/id-param.pipe';
import type { SignedInUser } from '../users/signed-in-user';
import { CardPaymentsService } from './card-payments.service';
import { rawBodyOf } from './raw-body';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

/** docs/product/api.md#payments */
@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: CardPaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Which provider takes card payments: the storefront shows the test card form or not. */
  @Get('payments/provider')
  @Public()
  @ApiOkResponse({ description: '{ provider: "test" | "stripe" }' })
  getProvider(): PaymentProviderResponse {
    return { provider: this.provider.name };
  }

  @Post('purchases/:id/payment')
  @ApiBearerAuth()
  @ChangesCatalogue()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ purchase, payment: { provider, status, client_secret } }' })
  @ApiBadRequestResponse({ description: 'A card number, expiry or CVC that is not valid' })
  @ApiResponse({ status: 402, description: '{ error: "Your card was declined" } (order released)' })
  @ApiNotFoundResponse({ description: '{ error: "Purchase not found" }' })
  @ApiConflictResponse({ description: 'Not awaiting payment, or its time to pay ran out' })
  pay(
    @Param('id', IdParamPipe) id: number,
    @Body() body: unknown,
    @CurrentUser() user: SignedInUser,
  ): Promise<PaymentResponse> {
    return this.payments.pay(id, body, user);
  }

  /** The provider's webhook: the signature over the raw body is checked before anything is read. */
  @Post('payments/webhook')
  @Public()
  @ChangesCatalogue()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ received: true }' })
  @ApiBadRequestResponse({ description: '{ error: "Webhook signature did not verify" }' })
  webhook(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    return this.payments.notice(rawBodyOf(request), signature);
  }
}
