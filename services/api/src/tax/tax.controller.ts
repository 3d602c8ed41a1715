import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
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
import type { CategoryTaxResponse, TaxRateResponse, TaxSettings } from '@shop/contracts';
import { RequirePermission, Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import { CategoryTaxDto, TaxRateCreateDto, TaxRateUpdateDto } from './tax.dto';
import { TaxService } from './tax.service';

const NOT_FOUND = { type: ErrorBodyDto, description: '"Tax rate not found"' };
const INVALID = { type: ErrorBodyDto, description: 'The first failing field rule' };

/**
 * Sales tax settings (docs/product/tax.md, docs/product/api.md#tax): staff read them; changing
 * them takes `manage_staff_and_settings` (docs/product/roles-and-rules.md#permissions), and each
 * change is audited. Visitors 401, customers 403.
 */
@ApiTags('tax')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({
  type: ErrorBodyDto,
  description: 'Below the role or without the permission',
})
@Controller('tax')
export class TaxController {
  constructor(private readonly tax: TaxService) {}

  @Get('rates')
  @Roles('staff')
  @ApiOkResponse({ description: '{ rates, categories }: the rates by name, every category rule' })
  rates(): Promise<TaxSettings> {
    return this.tax.settings();
  }

  @Post('rates')
  @RequirePermission('manage_staff_and_settings')
  @ApiCreatedResponse({ description: '{ rate }' })
  @ApiBadRequestResponse(INVALID)
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: '"A tax rate with this name already exists"',
  })
  async create(
    @CurrentUser() user: SignedInUser,
    @Body() body: TaxRateCreateDto,
  ): Promise<TaxRateResponse> {
    return { rate: await this.tax.create(user, body) };
  }

  @Put('rates/:id')
  @RequirePermission('manage_staff_and_settings')
  @ApiOkResponse({ description: '{ rate }: only the fields sent change' })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The name is taken' })
  async update(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: TaxRateUpdateDto,
  ): Promise<TaxRateResponse> {
    return { rate: await this.tax.update(user, id, body) };
  }

  @Delete('rates/:id')
  @RequirePermission('manage_staff_and_settings')
  @ApiOkResponse({ description: '{ message }' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'A category is taxed at this rate' })
  remove(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<{ message: string }> {
    return this.tax.remove(user, id);
  }

  @Put('categories/:id')
  @RequirePermission('manage_staff_and_settings')
  @ApiOkResponse({ description: '{ category }: its rule now' })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such category or rate' })
  async setCategory(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CategoryTaxDto,
  ): Promise<CategoryTaxResponse> {
    return { category: await this.tax.setCategory(user, id, body) };
  }
}
