import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { TillCustomerList, TillCustomerResponse } from '@shop/contracts';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SignedInUser } from '../users/signed-in-user';
import { TillCustomerCreateDto, TillCustomerSearchDto } from './till-customers.dto';
import { TillCustomersService } from './till-customers.service';

/** Customers at the till (docs/product/api.md#customers-at-the-till). */
@ApiTags('pos')
@ApiBearerAuth()
@RequirePermission('sell')
@ApiForbiddenResponse({ description: '{ error, permission } without the permission' })
@Controller('pos/customers')
export class TillCustomersController {
  constructor(private readonly customers: TillCustomersService) {}

  @Get()
  @ApiOkResponse({ description: '{ customers }: at most 10 active customers matching every word' })
  @ApiBadRequestResponse({ description: 'search is required' })
  async search(@Query() { search }: TillCustomerSearchDto): Promise<TillCustomerList> {
    return { customers: await this.customers.search(search) };
  }

  @Post()
  @ApiCreatedResponse({ description: '{ customer }: a customer account with no known password' })
  @ApiBadRequestResponse({ description: 'The first failing field rule' })
  @ApiConflictResponse({ description: 'Email already exists' })
  async create(
    @CurrentUser() actor: SignedInUser,
    @Body() body: TillCustomerCreateDto,
  ): Promise<TillCustomerResponse> {
    return { customer: await this.customers.create(actor, body) };
  }
}
