import { Migration } from '@mikro-orm/migrations';

// The back office's style list at scale (docs/decisions/0119-the-style-list-summary-on-the-style.md):
// each style's list summary, kept by its writers (inventory/stock-ledger-styles.ts), the worst
// stock state generated from its counts, indexed with the name, and filled from the variants.
// Added in place, not by rebuilding the table: the migration runs in a transaction, where SQLite
// keeps foreign keys on, and dropping `style` would empty the variants' `style_id` and delete the
// styles' pictures. Like the MySQL migration of the same name.
export class Migration20261201100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`style\` add column \`stock_quantity\` integer not null default 0;`);
    this.addSql(`alter table \`style\` add column \`active_variants\` integer not null default 0;`);
    this.addSql(`alter table \`style\` add column \`low_variants\` integer not null default 0;`);
    this.addSql(`alter table \`style\` add column \`out_variants\` integer not null default 0;`);
    this.addSql(`alter table \`style\` add column \`stock_state\` integer generated always as (case when active_variants = 0 or out_variants > 0 then 0 when low_variants > 0 then 1 else 2 end) virtual;`);
    this.addSql(`alter table \`style\` add column \`min_price_cents\` integer not null default 0;`);
    this.addSql(`alter table \`style\` add column \`max_price_cents\` integer not null default 0;`);
    this.addSql(`create index \`style_is_active_stock_state_name_id_index\` on \`style\` (\`is_active\`, \`stock_state\`, \`name\`, \`id\`);`);
    this.addSql(`create index \`style_is_active_stock_quantity_name_id_index\` on \`style\` (\`is_active\`, \`stock_quantity\`, \`name\`, \`id\`);`);
    this.addSql(`create index \`style_is_active_min_price_cents_name_id_index\` on \`style\` (\`is_active\`, \`min_price_cents\`, \`name\`, \`id\`);`);
    this.addSql(`create index \`style_is_active_max_price_cents_name_id_index\` on \`style\` (\`is_active\`, \`max_price_cents\`, \`name\`, \`id\`);`);
    this.addSql(`update \`style\` set \`stock_quantity\` = (select coalesce(sum(i.quantity_in_stock), 0) from product p join inventory_record i on i.product_id = p.id where p.style_id = \`style\`.\`id\` and p.is_archived = 0), \`active_variants\` = (select count(*) from product p where p.style_id = \`style\`.\`id\` and p.is_archived = 0), \`low_variants\` = (select count(*) from product p join inventory_record i on i.product_id = p.id where p.style_id = \`style\`.\`id\` and p.is_archived = 0 and i.stock_state = 1), \`out_variants\` = (select count(*) from product p left join inventory_record i on i.product_id = p.id where p.style_id = \`style\`.\`id\` and p.is_archived = 0 and coalesce(i.stock_state, 0) = 0), \`min_price_cents\` = coalesce((select min(p.selling_price_cents) from product p where p.style_id = \`style\`.\`id\` and p.is_archived = 0), (select min(p.selling_price_cents) from product p where p.style_id = \`style\`.\`id\`), 0), \`max_price_cents\` = coalesce((select max(p.selling_price_cents) from product p where p.style_id = \`style\`.\`id\` and p.is_archived = 0), (select max(p.selling_price_cents) from product p where p.style_id = \`style\`.\`id\`), 0);`);
  }

}
