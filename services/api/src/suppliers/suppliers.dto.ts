import {
  supplierCreateSchema,
  supplierDeleteResultSchema,
  supplierListSchema,
  supplierQuerySchema,
  supplierResponseSchema,
  supplierUpdateSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schemas, as classes Nest validates against and documents.
export class SupplierCreateDto extends createZodDto(supplierCreateSchema) {}
export class SupplierUpdateDto extends createZodDto(supplierUpdateSchema) {}
export class SupplierQueryDto extends createZodDto(supplierQuerySchema) {}
export class SupplierListDto extends createZodDto(supplierListSchema) {}
export class SupplierResponseDto extends createZodDto(supplierResponseSchema) {}
export class SupplierDeleteResultDto extends createZodDto(supplierDeleteResultSchema) {}
