import {
  adjustStockSchema,
  inventoryAlertListSchema,
  inventoryCreateSchema,
  inventoryLevelsSchema,
  inventoryListSchema,
  inventoryQuerySchema,
  inventoryRecordResponseSchema,
  restockSchema,
  stockMovementListSchema,
  stockMovementQuerySchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

// The shared contract schemas, as classes Nest validates against and documents.
export class InventoryQueryDto extends createZodDto(inventoryQuerySchema) {}
export class InventoryLevelsDto extends createZodDto(inventoryLevelsSchema) {}
export class InventoryCreateDto extends createZodDto(inventoryCreateSchema) {}
export class RestockDto extends createZodDto(restockSchema) {}
export class AdjustStockDto extends createZodDto(adjustStockSchema) {}
export class StockMovementQueryDto extends createZodDto(stockMovementQuerySchema) {}

// Answers, for the OpenAPI document.
export class InventoryListDto extends createZodDto(inventoryListSchema) {}
export class InventoryRecordResponseDto extends createZodDto(inventoryRecordResponseSchema) {}
export class StockMovementListDto extends createZodDto(stockMovementListSchema) {}
export class InventoryAlertListDto extends createZodDto(inventoryAlertListSchema) {}
