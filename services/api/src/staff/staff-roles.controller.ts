import { BadRequestException, Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { RolePermissionsList, RolePermissionsResponse } from '@shop/contracts';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { isChangeable } from '../permissions/role-permissions.service';
import { RolePermissionsService } from '../permissions/role-permissions.service';
import type { SignedInUser } from '../users/signed-in-user';
import { RolePermissionsUpdateDto } from './staff.dto';

/** The roles' permission sets (docs/product/api.md#staff-and-permissions). */
@ApiTags('staff')
@ApiBearerAuth()
@RequirePermission('manage_staff_and_settings')
@ApiForbiddenResponse({ description: '{ error, permission } without manage_staff_and_settings' })
@Controller('staff/roles')
export class StaffRolesController {
  constructor(private readonly roles: RolePermissionsService) {}

  @Get()
  @ApiOkResponse({ description: '{ roles }: admin (every permission, fixed), then staff' })
  async list(): Promise<RolePermissionsList> {
    return { roles: await this.roles.list() };
  }

  @Put(':role')
  @ApiOkResponse({ description: '{ role }: the new set, in effect from the next request' })
  @ApiBadRequestResponse({ description: 'Not a changeable role, or a bad permission or limit' })
  async update(
    @CurrentUser() user: SignedInUser,
    @Param('role') role: string,
    @Body() body: RolePermissionsUpdateDto,
  ): Promise<RolePermissionsResponse> {
    if (!isChangeable(role))
      throw new BadRequestException('Only the staff role has a set to change; admin holds all');
    return { role: await this.roles.update(user, role, body) };
  }
}
