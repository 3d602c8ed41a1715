import type { Migration } from '@mikro-orm/migrations';
import { allocateCents, sumCents } from '@shop/contracts';

/** A purchase line as the backfill reads it. */
export interface DiscountedLineRow {
  purchase_id: number | string;
  order_discount_total: number | string;
  item_id: number | string;
  total_price_cents: number | string;
  line_discount_cents: number | string;
}

const CHUNK = 500;

/**
 * Each line's share of its purchase's order-wide discount, for purchases written before the lines
 * kept it (docs/decisions/0115-order-discount-shares-and-per-owner-limits.md): the
 * purchase's `discount_cents` less its lines' own discounts, allocated over what the lines left by
 * the largest remainder (`allocateCents`, the rule pricing uses from now on), lines in id order.
 * Answers `[item id, share]` for the lines with a share.
 */
export function orderDiscountShares(rows: readonly DiscountedLineRow[]): [number, number][] {
  const byPurchase = new Map<number, DiscountedLineRow[]>();
  for (const row of rows) {
    const id = Number(row.purchase_id);
    byPurchase.set(id, [...(byPurchase.get(id) ?? []), row]);
  }
  const shares: [number, number][] = [];
  for (const lines of byPurchase.values()) {
    const sorted = [...lines].sort((a, b) => Number(a.item_id) - Number(b.item_id));
    const nets = sorted.map((l) => Number(l.total_price_cents) - Number(l.line_discount_cents));
    const own = sumCents(sorted.map((l) => Number(l.line_discount_cents)));
    const orderDiscount = Math.max(0, Number(sorted[0]!.order_discount_total) - own);
    // Never more than the lines left (the checkout refused more; old rows are taken as they are).
    const allocated = allocateCents(Math.min(orderDiscount, sumCents(nets)), nets);
    sorted.forEach((line, index) => {
      if (allocated[index]! > 0) shares.push([Number(line.item_id), allocated[index]!]);
    });
  }
  return shares;
}

/** Writes the shares of every purchase with a discount, a chunk of purchases at a time. */
export async function backfillOrderDiscountShares(migration: Migration): Promise<void> {
  for (let after = 0; ;) {
    const ids = (await migration.execute(
      'select id from purchase where discount_cents > 0 and id > ? order by id limit ?',
      [after, CHUNK],
    )) as { id: number | string }[];
    if (!ids.length) return;
    const last = Number(ids[ids.length - 1]!.id);
    const rows = (await migration.execute(
      'select p.id as purchase_id, p.discount_cents as order_discount_total, pi.id as item_id,' +
        ' pi.total_price_cents, pi.discount_cents as line_discount_cents' +
        ' from purchase p join purchase_item pi on pi.purchase_id = p.id' +
        ' where p.discount_cents > 0 and p.id > ? and p.id <= ? order by p.id, pi.id',
      [after, last],
    )) as DiscountedLineRow[];
    for (const [itemId, share] of orderDiscountShares(rows))
      await migration.execute('update purchase_item set order_discount_cents = ? where id = ?', [
        share,
        itemId,
      ]);
    after = last;
  }
}
