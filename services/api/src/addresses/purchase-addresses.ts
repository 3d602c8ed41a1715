import type { EntityManager } from '@mikro-orm/core';
import type { ShippingAddress } from '@shop/contracts';
import { toShippingAddress } from './address.mapper';
import { PurchaseAddress } from './purchase-address.entity';

/**
 * The delivery addresses the given purchases were placed with, by purchase id, in one query; a
 * till sale (or an order from before addresses were asked for) has none.
 */
export async function loadShippingAddresses(
  em: EntityManager,
  purchaseIds: readonly number[],
): Promise<Map<number, ShippingAddress>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await em.find(PurchaseAddress, { purchase: { $in: [...purchaseIds] } });
  return new Map(rows.map((row) => [row.purchase.id, toShippingAddress(row)]));
}

/** One purchase's delivery address, or null. */
export async function loadShippingAddress(
  em: EntityManager,
  purchaseId: number,
): Promise<ShippingAddress | null> {
  return (await loadShippingAddresses(em, [purchaseId])).get(purchaseId) ?? null;
}
