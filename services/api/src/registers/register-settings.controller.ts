import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
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
import type { RegisterList, RegisterResponse } from '@shop/contracts';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import { RegisterNameDto } from './registers.dto';
import { RegisterSettingsService } from './register-settings.service';

const NOT_FOUND = { type: ErrorBodyDto, description: '"Register not found"' };
const NAME_TAKEN = {
  type: ErrorBodyDto,
  description: '"A register with this name already exists"',
};

/**
 * `/shop/registers`: the registers of the store settings (docs/product/registers.md#registers),
 * for whoever manages staff and settings; each change is audited.
 */
@ApiTags('shop')
@ApiBearerAuth()
@RequirePermission('manage_staff_and_settings')
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Without manage_staff_and_settings' })
@Controller('shop/registers')
export class RegisterSettingsController {
  constructor(private readonly registers: RegisterSettingsService) {}

  @Get()
  @ApiOkResponse({ description: '{ registers }: in use first, then retired, each by name' })
  async list(): Promise<RegisterList> {
    return { registers: await this.registers.list() };
  }

  @Post()
  @ApiCreatedResponse({ description: '{ register }' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A missing or too long name' })
  @ApiConflictResponse(NAME_TAKEN)
  async add(
    @CurrentUser() user: SignedInUser,
    @Body() body: RegisterNameDto,
  ): Promise<RegisterResponse> {
    return { register: await this.registers.add(user, body.name) };
  }

  @Put(':id')
  @ApiOkResponse({ description: '{ register }, renamed' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A missing or too long name' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(NAME_TAKEN)
  async rename(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: RegisterNameDto,
  ): Promise<RegisterResponse> {
    return { register: await this.registers.rename(user, id, body.name) };
  }

  @Post(':id/retire')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ register } with retired_at; it takes no new session' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'A session is open on it' })
  async retire(
    @CurrentUser() user: SignedInUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<RegisterResponse> {
    return { register: await this.registers.retire(user, id) };
  }
}
