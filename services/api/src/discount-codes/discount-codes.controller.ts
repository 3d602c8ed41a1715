import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { DiscountCodeList, DiscountCodeResponse } from '@shop/contracts';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import { DiscountCodeCreateDto, DiscountCodeUpdateDto } from './discount-codes.dto';
import { DiscountCodesService } from './discount-codes.service';

const INVALID = { type: ErrorBodyDto, description: 'The first failing field rule' };

/**
 * Discount codes (docs/product/discount-codes.md, docs/product/api.md#discount-codes): they are
 * the shop's pricing policy, so reading and changing them takes `manage_staff_and_settings`
 * (docs/decisions/0105-discount-codes.md); each change is audited. No delete: a code is
 * deactivated, so past orders keep naming it.
 */
@ApiTags('discount-codes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Without the permission' })
@Controller('discount-codes')
export class DiscountCodesController {
  constructor(private readonly codes: DiscountCodesService) {}

  @Get()
  @RequirePermission('manage_staff_and_settings')
  @ApiOkResponse({ description: '{ codes }: every code with its uses, by code' })
  async list(): Promise<DiscountCodeList> {
    return { codes: await this.codes.list() };
  }

  @Post()
  @RequirePermission('manage_staff_and_settings')
  @ApiCreatedResponse({ description: '{ code }' })
  @ApiBadRequestResponse(INVALID)
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The code is taken' })
  async create(
    @CurrentUser() user: SignedInUser,
    @Body() body: DiscountCodeCreateDto,
  ): Promise<DiscountCodeResponse> {
    return { code: await this.codes.create(user, body) };
  }

  @Put(':id')
  @RequirePermission('manage_staff_and_settings')
  @ApiOkResponse({ description: '{ code }: only the fields sent change' })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: '"Discount code not found"' })
  async update(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: DiscountCodeUpdateDto,
  ): Promise<DiscountCodeResponse> {
    return { code: await this.codes.update(user, id, body) };
  }
}
