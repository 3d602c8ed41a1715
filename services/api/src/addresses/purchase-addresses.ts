import type { EntityManager } from '@mikro-orm/core';
import type { ShippingAddress } from '@shop/contracts';
import { toShippingAddress } from './address.mapper';
import { PurchaseAddress } from './purchase-address.entity';

/** One purchase's delivery address, or null (a till sale, or an order from before addresses). */
export async function loadShippingAddress(
  em: EntityManager,
  purchaseId: number,
): Promise<ShippingAddress | null> {
  const row = await em.findOne(PurchaseAddress, { purchase: purchaseId });
  return row ? toShippingAddress(row) : null;
}
