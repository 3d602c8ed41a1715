import {
  cashMovementSchema,
  closeSessionSchema,
  drawerSessionQuerySchema,
  openSessionSchema,
  registerNameSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schemas, as classes Nest validates against and documents.
export class RegisterNameDto extends createZodDto(registerNameSchema) {}
export class OpenSessionDto extends createZodDto(openSessionSchema) {}
export class CashMovementDto extends createZodDto(cashMovementSchema) {}
export class CloseSessionDto extends createZodDto(closeSessionSchema) {}
export class DrawerSessionQueryDto extends createZodDto(drawerSessionQuerySchema) {}
