import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { ShopBody, ShopSettingsAnswer } from '@shop/contracts';
import { Public, RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { MailSender } from '../mail/mail-sender';
import type { SignedInUser } from '../users/signed-in-user';
import { ShopSettingsDto } from './shop.dto';
import { toShopBody } from './store-settings.mapper';
import { StoreSettingsService } from './store-settings.service';

/** `/shop`: the store settings (docs/product/settings.md). */
@ApiTags('shop')
@Controller('shop')
export class ShopController {
  constructor(
    private readonly settings: StoreSettingsService,
    private readonly mail: MailSender,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The shop as every screen shows it',
    description:
      'Public: name, address, contacts, time_zone (the screens show dates and times in it, the' +
      ' dashboard and reports count days in it), the returns policy, the shipping rule and the' +
      " storefront's switches; mail_configured: whether e-mails go out over SMTP (else they are" +
      ' only logged).',
  })
  async get(): Promise<ShopBody> {
    return toShopBody(await this.settings.current(), this.mail.configured);
  }

  @Get('settings')
  @RequirePermission('manage_staff_and_settings')
  @ApiBearerAuth()
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Without manage_staff_and_settings' })
  @ApiOkResponse({ description: '{ settings, rollup_rebuild: { state, done, total } }' })
  read(): Promise<ShopSettingsAnswer> {
    return this.settings.answer();
  }

  @Put('settings')
  @RequirePermission('manage_staff_and_settings')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Replace every store setting',
    description:
      'A new time_zone sums the daily sales rollups again in the background; rollup_rebuild' +
      ' shows how far it is.',
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'The first failing rule; nothing changes',
  })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Without manage_staff_and_settings' })
  async update(
    @CurrentUser() user: SignedInUser,
    @Body() body: ShopSettingsDto,
  ): Promise<ShopSettingsAnswer> {
    return (await this.settings.update(user, body)).answer;
  }
}
