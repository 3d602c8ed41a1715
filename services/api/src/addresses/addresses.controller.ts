import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AddressList, AddressResponse, MessageResponse } from '@shop/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import { CreateAddressDto, UpdateAddressDto } from './addresses.dto';
import { AddressesService } from './addresses.service';

const NOT_FOUND = { description: '{ error: "Address not found" } (also for another user\'s)' };

/** The signed-in user's saved delivery addresses, beside the profile they belong to. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/profile/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOkResponse({ description: '{ addresses }: the default first' })
  async list(@CurrentUser() user: SignedInUser): Promise<AddressList> {
    return { addresses: await this.addresses.list(user.id) };
  }

  @Post()
  @ApiCreatedResponse({ description: '{ address }; the first one is the default' })
  @ApiBadRequestResponse({ description: 'The first validation message' })
  @ApiConflictResponse({ description: 'Already 10 addresses' })
  async create(
    @CurrentUser() user: SignedInUser,
    @Body() body: CreateAddressDto,
  ): Promise<AddressResponse> {
    return { address: await this.addresses.create(user.id, body) };
  }

  @Patch(':id')
  @ApiOkResponse({ description: '{ address }' })
  @ApiBadRequestResponse({ description: 'The first validation message' })
  @ApiNotFoundResponse(NOT_FOUND)
  async update(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateAddressDto,
  ): Promise<AddressResponse> {
    return { address: await this.addresses.update(user.id, id, body) };
  }

  @Delete(':id')
  @ApiOkResponse({
    description: '{ message: "Address deleted" }; orders sent there keep their copy',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  async remove(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<MessageResponse> {
    await this.addresses.remove(user.id, id);
    return { message: 'Address deleted' };
  }
}
