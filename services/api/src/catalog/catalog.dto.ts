import {
  categoryWriteSchema,
  productCreateSchema,
  productQuerySchema,
  productSearchQuerySchema,
  productUpdateSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schemas, as classes Nest validates against and documents.
export class ProductQueryDto extends createZodDto(productQuerySchema) {}
export class ProductSearchQueryDto extends createZodDto(productSearchQuerySchema) {}
export class ProductCreateDto extends createZodDto(productCreateSchema) {}
export class ProductUpdateDto extends createZodDto(productUpdateSchema) {}
export class CategoryWriteDto extends createZodDto(categoryWriteSchema) {}
