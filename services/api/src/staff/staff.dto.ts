import {
  pinUpdateSchema,
  rolePermissionsUpdateSchema,
  staffCreateSchema,
  staffPasswordResetSchema,
  staffRoleSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

export class StaffCreateDto extends createZodDto(staffCreateSchema) {}
export class StaffRoleDto extends createZodDto(staffRoleSchema) {}
export class StaffPasswordResetDto extends createZodDto(staffPasswordResetSchema) {}
export class StaffPinDto extends createZodDto(pinUpdateSchema) {}
export class RolePermissionsUpdateDto extends createZodDto(rolePermissionsUpdateSchema) {}
