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
} from '@nestjs/swagger';
import type { StaffList, StaffMemberResponse } from '@shop/contracts';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { IdParamPipe } from '../common/id-param.pipe';
import type { SignedInUser } from '../users/signed-in-user';
import { StaffCreateDto, StaffPasswordResetDto, StaffPinDto, StaffRoleDto } from './staff.dto';
import { StaffService } from './staff.service';

const NOT_FOUND = { description: '"Staff member not found" (customers are not staff)' };

/** Staff and admin accounts (docs/product/api.md#staff-and-permissions). */
@ApiTags('staff')
@ApiBearerAuth()
@RequirePermission('manage_staff_and_settings')
@ApiForbiddenResponse({
  description: '{ error, permission } without the permission; an admin account by a non-admin',
})
@Controller('staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOkResponse({ description: '{ staff }: every staff and admin account, oldest first' })
  async list(): Promise<StaffList> {
    return { staff: await this.staff.list() };
  }

  @Post()
  @ApiCreatedResponse({ description: '{ member }, who must change the password at first sign-in' })
  @ApiBadRequestResponse({ description: 'The first failing field rule' })
  @ApiConflictResponse({ description: 'Username already exists / Email already exists' })
  async create(
    @CurrentUser() actor: SignedInUser,
    @Body() body: StaffCreateDto,
  ): Promise<StaffMemberResponse> {
    return { member: await this.staff.create(actor, body) };
  }

  @Put(':id/role')
  @ApiOkResponse({ description: '{ member }' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: 'The shop must keep at least one active admin' })
  async changeRole(
    @CurrentUser() actor: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: StaffRoleDto,
  ): Promise<StaffMemberResponse> {
    return { member: await this.staff.changeRole(actor, id, body.role) };
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ member }: their sessions end at once' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: 'Your own account, or the last active admin' })
  async deactivate(
    @CurrentUser() actor: SignedInUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<StaffMemberResponse> {
    return { member: await this.staff.deactivate(actor, id) };
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ member }; sessions from before the deactivation stay ended' })
  @ApiNotFoundResponse(NOT_FOUND)
  async reactivate(
    @CurrentUser() actor: SignedInUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<StaffMemberResponse> {
    return { member: await this.staff.reactivate(actor, id) };
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ member }: a temporary password; their sessions end' })
  @ApiNotFoundResponse(NOT_FOUND)
  async resetPassword(
    @CurrentUser() actor: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: StaffPasswordResetDto,
  ): Promise<StaffMemberResponse> {
    return { member: await this.staff.resetPassword(actor, id, body.password) };
  }

  @Put(':id/pin')
  @ApiOkResponse({ description: '{ member }, with has_pin true' })
  @ApiBadRequestResponse({ description: 'The PIN must be 4 to 8 digits' })
  @ApiNotFoundResponse(NOT_FOUND)
  async setPin(
    @CurrentUser() actor: SignedInUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: StaffPinDto,
  ): Promise<StaffMemberResponse> {
    return { member: await this.staff.setPin(actor, id, body.pin) };
  }
}
