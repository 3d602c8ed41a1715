import { clientEventSchema, clientEventSummaryQuerySchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schemas, as classes Nest validates against and documents.
export class ClientEventDto extends createZodDto(clientEventSchema) {}
export class ClientEventSummaryQueryDto extends createZodDto(clientEventSummaryQuerySchema) {}
