import { discountCodeCreateSchema, discountCodeUpdateSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

/** The shared contract schemas, as classes Nest can validate against and document. */
export class DiscountCodeCreateDto extends createZodDto(discountCodeCreateSchema) {}
export class DiscountCodeUpdateDto extends createZodDto(discountCodeUpdateSchema) {}
