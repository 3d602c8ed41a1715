import { Migration } from '@mikro-orm/migrations';

// The store settings (docs/product/settings.md): one row, made at the first start with the demo
// shop's values and the environment's SHOP_TIME_ZONE (database/prepare-database.ts); and the
// shipping a web order was charged, kept on the purchase.
export class Migration20261127112000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`store_settings\` (\`id\` int unsigned not null, \`name\` varchar(100) not null, \`address_line1\` varchar(200) not null, \`address_line2\` varchar(200) not null, \`city\` varchar(200) not null, \`state\` varchar(200) not null, \`postal_code\` varchar(20) not null, \`country\` varchar(200) not null, \`phone\` varchar(30) not null, \`email\` varchar(254) not null, \`time_zone\` varchar(64) not null, \`receipt_header\` text not null, \`receipt_footer\` text not null, \`returns_policy\` text not null, \`returns_window_days\` int not null, \`stock_minimum_default\` int not null, \`stock_maximum_default\` int not null, \`shipping_flat_fee_cents\` int not null, \`shipping_free_over_cents\` int null, \`show_sample_rating\` tinyint(1) not null, \`show_list_price\` tinyint(1) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`purchase\` add \`shipping_cents\` int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`store_settings\`;`);
    this.addSql(`alter table \`purchase\` drop column \`shipping_cents\`;`);
  }

}
