import { tillCustomerCreateSchema, tillCustomerSearchSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

export class TillCustomerSearchDto extends createZodDto(tillCustomerSearchSchema) {}
export class TillCustomerCreateDto extends createZodDto(tillCustomerCreateSchema) {}
