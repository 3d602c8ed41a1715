import { Migration } from '@mikro-orm/migrations';
import { groupProductsIntoStyles } from '../../style-grouping';

// Styles (docs/decisions/0084-a-variant-is-a-product.md): the style table, its pictures' keys,
// the price history, and a product's style, barcode and own archive flag. The schema statements
// run one by one (execute, not addSql) so the data step can follow them in the same migration:
// today's products are grouped into styles by name and brand (database/style-grouping.ts).
export class Migration20261127100000 extends Migration {
  override async up(): Promise<void> {
    await this.execute(`create table \`style\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`brand\` text not null, \`description\` text not null, \`category_id\` integer not null, \`supplier_id\` integer null, \`tags\` text not null, \`style_code\` text not null, \`sku_pattern\` text not null, \`is_active\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`style_category_id_foreign\` foreign key(\`category_id\`) references \`category\`(\`id\`) on update cascade, constraint \`style_supplier_id_foreign\` foreign key(\`supplier_id\`) references \`supplier\`(\`id\`) on delete set null on update cascade);`);
    await this.execute(`create index \`style_category_id_index\` on \`style\` (\`category_id\`);`);
    await this.execute(`create index \`style_supplier_id_index\` on \`style\` (\`supplier_id\`);`);
    await this.execute(`create unique index \`style_style_code_unique\` on \`style\` (\`style_code\`);`);
    await this.execute(`create index \`style_name_brand_index\` on \`style\` (\`name\`, \`brand\`);`);
    await this.execute(`create index \`style_is_active_name_id_index\` on \`style\` (\`is_active\`, \`name\`, \`id\`);`);
    await this.execute(`create table \`style_picture_ref\` (\`id\` integer not null primary key autoincrement, \`style_id\` integer not null, \`picture_key\` text not null, \`color\` text check (\`color\` in ('Black', 'White', 'Red', 'Blue', 'Green', 'Gray', 'Navy', 'Pink')) null, \`position\` integer not null, \`width\` integer not null, \`height\` integer not null, constraint \`style_picture_ref_style_id_foreign\` foreign key(\`style_id\`) references \`style\`(\`id\`) on delete cascade on update cascade);`);
    await this.execute(`create index \`style_picture_ref_style_id_index\` on \`style_picture_ref\` (\`style_id\`);`);
    await this.execute(`create table \`price_change\` (\`id\` integer not null primary key autoincrement, \`product_id\` integer not null, \`field\` text check (\`field\` in ('selling_price', 'cost_price')) not null, \`from_cents\` integer not null, \`to_cents\` integer not null, \`changed_by_id\` integer not null, \`changed_at\` datetime not null, constraint \`price_change_product_id_foreign\` foreign key(\`product_id\`) references \`product\`(\`id\`) on delete cascade on update cascade, constraint \`price_change_changed_by_id_foreign\` foreign key(\`changed_by_id\`) references \`user\`(\`id\`) on update cascade);`);
    await this.execute(`create index \`price_change_product_id_index\` on \`price_change\` (\`product_id\`);`);
    await this.execute(`create index \`price_change_changed_by_id_index\` on \`price_change\` (\`changed_by_id\`);`);
    await this.execute(`create index \`price_change_product_id_changed_at_index\` on \`price_change\` (\`product_id\`, \`changed_at\`);`);
    await this.execute(`alter table \`product\` add column \`style_id\` integer null constraint \`product_style_id_foreign\` references \`style\` (\`id\`) on update cascade on delete set null;`);
    await this.execute(`alter table \`product\` add column \`barcode\` text null;`);
    await this.execute(`alter table \`product\` add column \`is_archived\` integer not null default false;`);
    await this.execute(`create index \`product_style_id_index\` on \`product\` (\`style_id\`);`);
    await this.execute(`create unique index \`product_barcode_unique\` on \`product\` (\`barcode\`);`);
    await this.execute(`create index \`product_style_id_is_active_index\` on \`product\` (\`style_id\`, \`is_active\`);`);
    await groupProductsIntoStyles(this);
  }
}
