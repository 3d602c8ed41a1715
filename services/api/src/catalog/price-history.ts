import type { EntityManager } from '@mikro-orm/core';
import { centsToDollars, formatCents } from '@shop/contracts';
import type { AuditActor, NewAuditEntry } from '../audit/audit-entry.entity';
import { recordAudit } from '../audit/audit-trail';
import { PriceChange } from './price-change.entity';
import type { Product } from './product.entity';

export interface NewPrices {
  sellingPriceCents?: number;
  costPriceCents?: number;
}

type PriceMove = { field: PriceChange['field']; fromCents: number; toCents: number };

/**
 * Sets a variant's prices and records each one that changes (who, when, from, to), in the price
 * history and in the audit trail: every route that changes a price goes through here
 * (docs/product/catalogue.md#price-history, docs/product/audit.md#what-is-recorded).
 */
export function changePrices(
  em: EntityManager,
  product: Product,
  prices: NewPrices,
  actor: AuditActor,
): void {
  const moves: PriceMove[] = [];
  if (prices.sellingPriceCents !== undefined) {
    moves.push({
      field: 'selling_price',
      fromCents: product.sellingPriceCents,
      toCents: prices.sellingPriceCents,
    });
    product.sellingPriceCents = prices.sellingPriceCents;
  }
  if (prices.costPriceCents !== undefined) {
    moves.push({
      field: 'cost_price',
      fromCents: product.costPriceCents,
      toCents: prices.costPriceCents,
    });
    product.costPriceCents = prices.costPriceCents;
  }
  const changed = moves.filter((move) => move.fromCents !== move.toCents);
  for (const move of changed)
    em.persist(new PriceChange({ productId: product.id, ...move, userId: actor.id }));
  if (changed.length) recordAudit(em, priceAudit(product, changed, actor));
}

const PRICE_NAMES = { selling_price: 'selling price', cost_price: 'cost price' } as const;

/** One entry per variant and save, with the prices that moved, in dollars. */
function priceAudit(product: Product, moves: PriceMove[], actor: AuditActor): NewAuditEntry {
  const said = moves.map(
    (move) =>
      `${PRICE_NAMES[move.field]} ${formatCents(move.fromCents)} → ${formatCents(move.toCents)}`,
  );
  return {
    actor,
    kind: 'price',
    subject: `product:${product.id}`,
    summary: `${product.sku} (${product.name}): ${said.join(', ')}`,
    before: Object.fromEntries(moves.map((move) => [move.field, centsToDollars(move.fromCents)])),
    after: Object.fromEntries(moves.map((move) => [move.field, centsToDollars(move.toCents)])),
  };
}
