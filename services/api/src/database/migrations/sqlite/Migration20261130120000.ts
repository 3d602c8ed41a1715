import { Migration } from '@mikro-orm/migrations';
import { backfillOrderDiscountShares } from '../../order-discount-shares';

// Each line keeps its share of the order's discount
// (docs/decisions/0115-order-discount-shares-and-per-owner-limits.md): the column, then the
// shares of the purchases written before it, by the rule pricing uses (database/order-discount-shares.ts).
// The sales rollups are summed again after it (database/prepare-database.ts): the tax rollup's
// taxable sales are now the lines after their discounts. Like the MySQL migration of the same name.
export class Migration20261130120000 extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table \`purchase_item\` add column \`order_discount_cents\` integer not null default 0;`);
    await backfillOrderDiscountShares(this);
  }
}
