import { productQuerySchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

/** The shared contract schema, as a class Nest can validate against and document. */
export class ProductQueryDto extends createZodDto(productQuerySchema) {}
