import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module';
import { UsersModule } from '../users/users.module';
import { StaffRolesController } from './staff-roles.controller';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

/** Staff accounts and the roles' permission sets (docs/product/roles-and-rules.md#permissions). */
@Module({
  imports: [UsersModule, PermissionsModule],
  // The roles' controller first, so `/staff/roles` is never read as a member's id.
  controllers: [StaffRolesController, StaffController],
  providers: [StaffService],
})
export class StaffModule {}
