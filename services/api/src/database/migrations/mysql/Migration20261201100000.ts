import { Migration } from '@mikro-orm/migrations';

// The back office's style list at scale (docs/decisions/0119-the-style-list-summary-on-the-style.md):
// each style keeps its list row's summary over its active variants (stock, how many variants are
// active, low and out of stock, the selling prices' range), written in the transaction of every
// change of stock, prices, levels or archiving (inventory/stock-ledger-styles.ts); the worst stock
// state is a generated column of the counts. Indexed with the name for each filter and order of
// the list, and filled here from the variants. Like the SQLite migration of the same name.
export class Migration20261201100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`style\` add \`stock_quantity\` int not null default 0, add \`active_variants\` int not null default 0, add \`low_variants\` int not null default 0, add \`out_variants\` int not null default 0, add \`stock_state\` int generated always as (case when active_variants = 0 or out_variants > 0 then 0 when low_variants > 0 then 1 else 2 end) virtual, add \`min_price_cents\` int not null default 0, add \`max_price_cents\` int not null default 0, add index \`style_is_active_stock_state_name_id_index\`(\`is_active\`, \`stock_state\`, \`name\`, \`id\`), add index \`style_is_active_stock_quantity_name_id_index\`(\`is_active\`, \`stock_quantity\`, \`name\`, \`id\`), add index \`style_is_active_min_price_cents_name_id_index\`(\`is_active\`, \`min_price_cents\`, \`name\`, \`id\`), add index \`style_is_active_max_price_cents_name_id_index\`(\`is_active\`, \`max_price_cents\`, \`name\`, \`id\`);`);
    this.addSql(`update \`style\` set \`stock_quantity\` = (select coalesce(sum(i.quantity_in_stock), 0) from product p join inventory_record i on i.product_id = p.id where p.style_id = \`style\`.\`id\` and p.is_archived = 0), \`active_variants\` = (select count(*) from product p where p.style_id = \`style\`.\`id\` and p.is_archived = 0), \`low_variants\` = (select count(*) from product p join inventory_record i on i.product_id = p.id where p.style_id = \`style\`.\`id\` and p.is_archived = 0 and i.stock_state = 1), \`out_variants\` = (select count(*) from product p left join inventory_record i on i.product_id = p.id where p.style_id = \`style\`.\`id\` and p.is_archived = 0 and coalesce(i.stock_state, 0) = 0), \`min_price_cents\` = coalesce((select min(p.selling_price_cents) from product p where p.style_id = \`style\`.\`id\` and p.is_archived = 0), (select min(p.selling_price_cents) from product p where p.style_id = \`style\`.\`id\`), 0), \`max_price_cents\` = coalesce((select max(p.selling_price_cents) from product p where p.style_id = \`style\`.\`id\` and p.is_archived = 0), (select max(p.selling_price_cents) from product p where p.style_id = \`style\`.\`id\`), 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`style\` drop index \`style_is_active_max_price_cents_name_id_index\`;`);
    this.addSql(`alter table \`style\` drop index \`style_is_active_min_price_cents_name_id_index\`;`);
    this.addSql(`alter table \`style\` drop index \`style_is_active_stock_quantity_name_id_index\`;`);
    this.addSql(`alter table \`style\` drop index \`style_is_active_stock_state_name_id_index\`;`);
    this.addSql(`alter table \`style\` drop column \`stock_quantity\`, drop column \`active_variants\`, drop column \`low_variants\`, drop column \`out_variants\`, drop column \`stock_state\`, drop column \`min_price_cents\`, drop column \`max_price_cents\`;`);
  }

}
