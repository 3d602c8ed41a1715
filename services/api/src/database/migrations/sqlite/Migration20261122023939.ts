import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023939 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`category\` (\`id\` integer not null primary key autoincrement, \`name\` text not null);`);
    this.addSql(`create unique index \`category_name_unique\` on \`category\` (\`name\`);`);

    this.addSql(`create table \`product\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`brand\` text not null, \`sku\` text not null, \`description\` text not null, \`image_url\` text null, \`size\` text check (\`size\` in ('XS', 'S', 'M', 'L', 'XL', 'XXL')) not null, \`color\` text check (\`color\` in ('Black', 'White', 'Red', 'Blue', 'Green', 'Gray', 'Navy', 'Pink')) not null, \`selling_price_cents\` integer not null, \`cost_price_cents\` integer not null, \`category_id\` integer not null, \`is_active\` integer not null, \`created_at\` datetime not null, constraint \`product_category_id_foreign\` foreign key(\`category_id\`) references \`category\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`product_sku_unique\` on \`product\` (\`sku\`);`);
    this.addSql(`create index \`product_category_id_index\` on \`product\` (\`category_id\`);`);
    this.addSql(`create index \`product_created_at_id_index\` on \`product\` (\`created_at\`, \`id\`);`);
    this.addSql(`create index \`product_brand_index\` on \`product\` (\`brand\`);`);
    this.addSql(`create index \`product_color_index\` on \`product\` (\`color\`);`);
    this.addSql(`create index \`product_size_index\` on \`product\` (\`size\`);`);
    this.addSql(`create index \`product_selling_price_cents_index\` on \`product\` (\`selling_price_cents\`);`);

    this.addSql(`create table \`inventory_record\` (\`id\` integer not null primary key autoincrement, \`product_id\` integer not null, \`quantity_in_stock\` integer not null, \`minimum_stock_level\` integer not null, \`maximum_stock_level\` integer not null, \`last_restocked\` datetime null, constraint \`inventory_record_product_id_foreign\` foreign key(\`product_id\`) references \`product\`(\`id\`) on update cascade, constraint inventory_record_quantity_in_stock_check check (quantity_in_stock >= 0));`);
    this.addSql(`create unique index \`inventory_record_product_id_unique\` on \`inventory_record\` (\`product_id\`);`);
    this.addSql(`create index \`inventory_record_quantity_in_stock_index\` on \`inventory_record\` (\`quantity_in_stock\`);`);

    this.addSql(`create table \`stock_movement\` (\`id\` integer not null primary key autoincrement, \`product_id\` integer not null, \`quantity_change\` integer not null, \`reason\` text check (\`reason\` in ('initial', 'restock', 'sale', 'cancellation', 'adjustment')) not null, \`reference\` text null, \`created_at\` datetime not null, constraint \`stock_movement_product_id_foreign\` foreign key(\`product_id\`) references \`product\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`stock_movement_product_id_index\` on \`stock_movement\` (\`product_id\`);`);
    this.addSql(`create index \`stock_movement_created_at_index\` on \`stock_movement\` (\`created_at\`);`);

    this.addSql(`create table \`supplier\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`contact_person\` text null, \`email\` text null, \`phone\` text null, \`address\` text null, \`payment_terms\` text null, \`delivery_schedule\` text null, \`is_active\` integer not null, \`created_at\` datetime not null);`);

    this.addSql(`create table \`user\` (\`id\` integer not null primary key autoincrement, \`username\` text not null, \`normalized_username\` text not null, \`email\` text not null, \`normalized_email\` text not null, \`first_name\` text not null, \`last_name\` text not null, \`phone\` text null, \`address\` text null, \`role\` text check (\`role\` in ('customer', 'staff', 'admin')) not null, \`password_hash\` text not null, \`is_active\` integer not null, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`user_normalized_username_unique\` on \`user\` (\`normalized_username\`);`);
    this.addSql(`create unique index \`user_normalized_email_unique\` on \`user\` (\`normalized_email\`);`);

    this.addSql(`create table \`purchase\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`total_amount_cents\` integer not null, \`status\` text check (\`status\` in ('pending', 'processing', 'completed', 'cancelled')) not null, \`payment_status\` text check (\`payment_status\` in ('pending', 'paid', 'completed', 'failed', 'refunded')) not null, \`payment_method\` text check (\`payment_method\` in ('cash', 'card')) not null, \`notes\` text null, \`created_at\` datetime not null, constraint \`purchase_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`purchase_user_id_index\` on \`purchase\` (\`user_id\`);`);
    this.addSql(`create index \`purchase_status_index\` on \`purchase\` (\`status\`);`);
    this.addSql(`create index \`purchase_user_id_created_at_index\` on \`purchase\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`create index \`purchase_created_at_index\` on \`purchase\` (\`created_at\`);`);

    this.addSql(`create table \`purchase_item\` (\`id\` integer not null primary key autoincrement, \`purchase_id\` integer not null, \`product_id\` integer not null, \`quantity\` integer not null, \`unit_price_cents\` integer not null, \`unit_cost_cents\` integer not null, \`total_price_cents\` integer not null, constraint \`purchase_item_purchase_id_foreign\` foreign key(\`purchase_id\`) references \`purchase\`(\`id\`) on delete cascade on update cascade, constraint \`purchase_item_product_id_foreign\` foreign key(\`product_id\`) references \`product\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`purchase_item_purchase_id_index\` on \`purchase_item\` (\`purchase_id\`);`);
    this.addSql(`create index \`purchase_item_product_id_index\` on \`purchase_item\` (\`product_id\`);`);
  }

}
