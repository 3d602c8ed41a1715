import {
  createPurchaseSchema,
  purchaseQuerySchema,
  purchaseQuoteSchema,
  updatePurchaseSchema,
} from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

/** The shared contract schemas, as classes Nest can validate against and document. */
export class CreatePurchaseDto extends createZodDto(createPurchaseSchema) {}
export class UpdatePurchaseDto extends createZodDto(updatePurchaseSchema) {}
export class PurchaseQueryDto extends createZodDto(purchaseQuerySchema) {}
export class PurchaseQuoteDto extends createZodDto(purchaseQuoteSchema) {}
