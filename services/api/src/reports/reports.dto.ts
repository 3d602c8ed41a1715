import { dashboardSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// Answers, for the OpenAPI document.
export class DashboardDto extends createZodDto(dashboardSchema) {}
