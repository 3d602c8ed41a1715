import { Migration } from '@mikro-orm/migrations';
import { groupProductsIntoStyles } from '../../style-grouping';

// Styles (docs/decisions/0084-a-variant-is-a-product.md): the style table, its pictures' keys,
// the price history, and a product's style, barcode and own archive flag. The schema statements
// run one by one (execute, not addSql) so the data step can follow them in the same migration:
// today's products are grouped into styles by name and brand (database/style-grouping.ts).
export class Migration20261127100000 extends Migration {
  override async up(): Promise<void> {
    await this.execute(`create table \`style\` (\`id\` int unsigned not null auto_increment primary key, \`name\` varchar(200) not null, \`brand\` varchar(100) not null, \`description\` text not null, \`category_id\` int unsigned not null, \`supplier_id\` int unsigned null, \`tags\` text not null, \`style_code\` varchar(40) not null, \`sku_pattern\` varchar(64) not null, \`is_active\` tinyint(1) not null, \`created_at\` datetime not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    await this.execute(`alter table \`style\` add index \`style_category_id_index\`(\`category_id\`);`);
    await this.execute(`alter table \`style\` add index \`style_supplier_id_index\`(\`supplier_id\`);`);
    await this.execute(`alter table \`style\` add unique \`style_style_code_unique\`(\`style_code\`);`);
    await this.execute(`alter table \`style\` add index \`style_name_brand_index\`(\`name\`, \`brand\`);`);
    await this.execute(`alter table \`style\` add index \`style_is_active_name_id_index\`(\`is_active\`, \`name\`, \`id\`);`);
    await this.execute(`create table \`style_picture_ref\` (\`id\` int unsigned not null auto_increment primary key, \`style_id\` int unsigned not null, \`picture_key\` varchar(32) not null, \`color\` enum('Black', 'White', 'Red', 'Blue', 'Green', 'Gray', 'Navy', 'Pink') null, \`position\` int not null, \`width\` int not null, \`height\` int not null) default character set utf8mb4 engine = InnoDB;`);
    await this.execute(`alter table \`style_picture_ref\` add index \`style_picture_ref_style_id_index\`(\`style_id\`);`);
    await this.execute(`create table \`price_change\` (\`id\` int unsigned not null auto_increment primary key, \`product_id\` int unsigned not null, \`field\` enum('selling_price', 'cost_price') not null, \`from_cents\` int not null, \`to_cents\` int not null, \`changed_by_id\` int unsigned not null, \`changed_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    await this.execute(`alter table \`price_change\` add index \`price_change_product_id_index\`(\`product_id\`);`);
    await this.execute(`alter table \`price_change\` add index \`price_change_changed_by_id_index\`(\`changed_by_id\`);`);
    await this.execute(`alter table \`price_change\` add index \`price_change_product_id_changed_at_index\`(\`product_id\`, \`changed_at\`);`);
    await this.execute(`alter table \`style\` add constraint \`style_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`) on update cascade;`);
    await this.execute(`alter table \`style\` add constraint \`style_supplier_id_foreign\` foreign key (\`supplier_id\`) references \`supplier\` (\`id\`) on update cascade on delete set null;`);
    await this.execute(`alter table \`style_picture_ref\` add constraint \`style_picture_ref_style_id_foreign\` foreign key (\`style_id\`) references \`style\` (\`id\`) on update cascade on delete cascade;`);
    await this.execute(`alter table \`price_change\` add constraint \`price_change_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade on delete cascade;`);
    await this.execute(`alter table \`price_change\` add constraint \`price_change_changed_by_id_foreign\` foreign key (\`changed_by_id\`) references \`user\` (\`id\`) on update cascade;`);
    await this.execute(`alter table \`product\` add \`style_id\` int unsigned null, add \`barcode\` varchar(14) null, add \`is_archived\` tinyint(1) not null default false;`);
    await groupProductsIntoStyles(this);
    await this.execute(`alter table \`product\` modify \`style_id\` int unsigned not null;`);
    await this.execute(`alter table \`product\` add index \`product_style_id_index\`(\`style_id\`);`);
    await this.execute(`alter table \`product\` add unique \`product_barcode_unique\`(\`barcode\`);`);
    await this.execute(`alter table \`product\` add index \`product_style_id_is_active_index\`(\`style_id\`, \`is_active\`);`);
    await this.execute(`alter table \`product\` add constraint \`product_style_id_foreign\` foreign key (\`style_id\`) references \`style\` (\`id\`) on update cascade;`);
  }
}
