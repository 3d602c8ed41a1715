import { categoryTaxSchema, taxRateCreateSchema, taxRateUpdateSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schemas, as classes Nest validates against and documents.
export class TaxRateCreateDto extends createZodDto(taxRateCreateSchema) {}
export class TaxRateUpdateDto extends createZodDto(taxRateUpdateSchema) {}
export class CategoryTaxDto extends createZodDto(categoryTaxSchema) {}
