import { Migration } from '@mikro-orm/migrations';

// The store settings (docs/product/settings.md): one row, made at the first start with the demo
// shop's values and the environment's SHOP_TIME_ZONE (database/prepare-database.ts); and the
// shipping a web order was charged, kept on the purchase.
export class Migration20261127112000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`store_settings\` (\`id\` integer not null, \`name\` text not null, \`address_line1\` text not null, \`address_line2\` text not null, \`city\` text not null, \`state\` text not null, \`postal_code\` text not null, \`country\` text not null, \`phone\` text not null, \`email\` text not null, \`time_zone\` text not null, \`receipt_header\` text not null, \`receipt_footer\` text not null, \`returns_policy\` text not null, \`returns_window_days\` integer not null, \`stock_minimum_default\` integer not null, \`stock_maximum_default\` integer not null, \`shipping_flat_fee_cents\` integer not null, \`shipping_free_over_cents\` integer null, \`show_sample_rating\` integer not null, \`show_list_price\` integer not null, primary key (\`id\`));`);
    this.addSql(`alter table \`purchase\` add column \`shipping_cents\` integer not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`store_settings\`;`);
    this.addSql(`alter table \`purchase\` drop column \`shipping_cents\`;`);
  }

}
