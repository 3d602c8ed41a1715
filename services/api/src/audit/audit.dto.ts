import { auditListSchema, auditQuerySchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

export class AuditQueryDto extends createZodDto(auditQuerySchema) {}
export class AuditListDto extends createZodDto(auditListSchema) {}
