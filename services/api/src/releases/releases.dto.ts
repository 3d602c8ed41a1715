import { releasePromoteSchema, releaseRollbackSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schemas, as classes Nest validates against and documents.
export class ReleaseRollbackDto extends createZodDto(releaseRollbackSchema) {}
export class ReleasePromoteDto extends createZodDto(releasePromoteSchema) {}
