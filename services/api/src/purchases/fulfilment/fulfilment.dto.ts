import { shipPurchaseSchema } from '@shop/contracts';
import { createZodDto } from 'nestjs-zod';

/** `POST /purchases/{id}/ship`, validated by the shared contract. */
export class ShipPurchaseDto extends createZodDto(shipPurchaseSchema) {}
