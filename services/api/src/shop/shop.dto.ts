import { shopSettingsSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schema, as a class Nest validates against and documents.
export class ShopSettingsDto extends createZodDto(shopSettingsSchema) {}
