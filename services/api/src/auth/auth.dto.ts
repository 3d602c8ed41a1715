import {
  changePasswordRequestSchema,
  loginSchema,
  ownPinRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The contracts' schemas as classes Nest validates against and documents.
export class LoginDto extends createZodDto(loginSchema) {}
export class RegisterDto extends createZodDto(registerRequestSchema) {}
export class ProfileUpdateDto extends createZodDto(profileUpdateSchema) {}
export class ChangePasswordDto extends createZodDto(changePasswordRequestSchema) {}
export class OwnPinDto extends createZodDto(ownPinRequestSchema) {}
