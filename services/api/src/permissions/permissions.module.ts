import { Module } from '@nestjs/common';
import { RolePermissionsService } from './role-permissions.service';

/** The role permission sets, read by the permission guard and changed by the staff routes. */
@Module({ providers: [RolePermissionsService], exports: [RolePermissionsService] })
export class PermissionsModule {}
