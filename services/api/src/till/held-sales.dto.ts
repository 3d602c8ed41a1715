import { holdSaleSchema, resumeHeldSaleSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

export class HoldSaleDto extends createZodDto(holdSaleSchema) {}
export class ResumeHeldSaleDto extends createZodDto(resumeHeldSaleSchema) {}
