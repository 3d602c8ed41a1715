import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../database/sql';

/** A product whose stock is not the sum of its movements. */
export interface LedgerMismatch {
  productId: number;
  quantityInStock: number;
  ledger: number;
}

/**
 * The stock ledger's invariant, checked: every product whose stock (0 without an
 * inventory record) differs from the sum of its `stock_movement` rows. [] when all add
 * up. For tests and benchmarks: it reads every product.
 */
export async function ledgerMismatches(em: EntityManager): Promise<LedgerMismatch[]> {
  const rows = await selectRows<Record<keyof LedgerMismatch, number | string>>(
    em,
    'select p.id as productId, coalesce(r.quantity_in_stock, 0) as quantityInStock,' +
      ' coalesce(m.total, 0) as ledger from product p' +
      ' left join inventory_record r on r.product_id = p.id' +
      ' left join (select product_id, sum(quantity_change) as total from stock_movement' +
      ' group by product_id) m on m.product_id = p.id' +
      ' where coalesce(r.quantity_in_stock, 0) <> coalesce(m.total, 0) order by p.id',
    [],
  );
  return rows.map((row) => ({
    productId: Number(row.productId),
    quantityInStock: Number(row.quantityInStock),
    ledger: Number(row.ledger),
  }));
}
