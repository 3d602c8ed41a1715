import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { EmailReceiptAnswer, EmailReceiptRequest } from '@shop/contracts';
import { RequirePermissionWhen } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import { EmailReceiptDto, EmailReceiptPipe } from './receipt-mail.dto';
import { ReceiptMailService } from './receipt-mail.service';

/** `POST /purchases/{id}/email-receipt` (docs/product/api.md#e-mail). */
@ApiTags('purchases')
@ApiBearerAuth()
@Controller('purchases')
export class ReceiptMailController {
  constructor(private readonly receipts: ReceiptMailService) {}

  @Post(':id/email-receipt')
  @HttpCode(202)
  // Staff need `sell`; a customer may e-mail only their own purchase's receipt (404 otherwise).
  @RequirePermissionWhen('sell')
  @ApiOperation({
    summary: "E-mail a purchase's receipt",
    description:
      "To `email`, or the customer's address when left out. Queued and sent after the answer;" +
      ' without SMTP_URL it is written to the log (mail_configured: false).',
  })
  @ApiBody({ type: EmailReceiptDto, required: false })
  @ApiAcceptedResponse({ description: '{ sent_to, mail_configured }' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad e-mail, or none to send to' })
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: "Another customer's, or no such purchase",
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many receipts e-mailed' })
  send(
    @Param('id', IdParamPipe) id: number,
    @Body(EmailReceiptPipe) body: EmailReceiptRequest,
    @CurrentUser() user: SignedInUser,
  ): Promise<EmailReceiptAnswer> {
    return this.receipts.send(id, body.email, user);
  }
}
