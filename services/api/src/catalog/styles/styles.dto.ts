import {
  styleAdminQuerySchema,
  styleCreateSchema,
  styleUpdateSchema,
  tillLookupQuerySchema,
  variantAddSchema,
  variantBulkUpdateSchema,
  variantUpdateSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The catalogue contract's schemas (libs/contracts/src/styles.ts), as classes Nest validates.
export class StyleAdminQueryDto extends createZodDto(styleAdminQuerySchema) {}
export class StyleCreateDto extends createZodDto(styleCreateSchema) {}
export class StyleUpdateDto extends createZodDto(styleUpdateSchema) {}
export class VariantAddDto extends createZodDto(variantAddSchema) {}
export class VariantUpdateDto extends createZodDto(variantUpdateSchema) {}
export class VariantBulkUpdateDto extends createZodDto(variantBulkUpdateSchema) {}
export class TillLookupQueryDto extends createZodDto(tillLookupQuerySchema) {}
