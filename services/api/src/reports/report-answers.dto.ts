import {
  inventoryReportSchema,
  profitCsvQuerySchema,
  profitReportSchema,
  reportQuerySchema,
  salesCsvQuerySchema,
  salesReportSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schemas, as classes Nest validates against and documents.
export class ReportQueryDto extends createZodDto(reportQuerySchema) {}
export class SalesCsvQueryDto extends createZodDto(salesCsvQuerySchema) {}
export class ProfitCsvQueryDto extends createZodDto(profitCsvQuerySchema) {}

// Answers, for the OpenAPI document.
export class SalesReportDto extends createZodDto(salesReportSchema) {}
export class InventoryReportDto extends createZodDto(inventoryReportSchema) {}
export class ProfitReportDto extends createZodDto(profitReportSchema) {}
