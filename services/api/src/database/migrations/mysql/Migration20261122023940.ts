import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023940 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`category\` (\`id\` int unsigned not null auto_increment primary key, \`name\` varchar(100) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`category\` add unique \`category_name_unique\`(\`name\`);`);

    this.addSql(`create table \`product\` (\`id\` int unsigned not null auto_increment primary key, \`name\` varchar(200) not null, \`brand\` varchar(100) not null, \`sku\` varchar(64) not null, \`description\` text not null, \`image_url\` varchar(500) null, \`size\` enum('XS', 'S', 'M', 'L', 'XL', 'XXL') not null, \`color\` enum('Black', 'White', 'Red', 'Blue', 'Green', 'Gray', 'Navy', 'Pink') not null, \`selling_price_cents\` int not null, \`cost_price_cents\` int not null, \`category_id\` int unsigned not null, \`is_active\` tinyint(1) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`product\` add unique \`product_sku_unique\`(\`sku\`);`);
    this.addSql(`alter table \`product\` add index \`product_category_id_index\`(\`category_id\`);`);
    this.addSql(`alter table \`product\` add index \`product_created_at_id_index\`(\`created_at\`, \`id\`);`);
    this.addSql(`alter table \`product\` add index \`product_brand_index\`(\`brand\`);`);
    this.addSql(`alter table \`product\` add index \`product_color_index\`(\`color\`);`);
    this.addSql(`alter table \`product\` add index \`product_size_index\`(\`size\`);`);
    this.addSql(`alter table \`product\` add index \`product_selling_price_cents_index\`(\`selling_price_cents\`);`);

    this.addSql(`create table \`inventory_record\` (\`id\` int unsigned not null auto_increment primary key, \`product_id\` int unsigned not null, \`quantity_in_stock\` int not null, \`minimum_stock_level\` int not null, \`maximum_stock_level\` int not null, \`last_restocked\` datetime null, constraint inventory_record_quantity_in_stock_check check (quantity_in_stock >= 0)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`inventory_record\` add unique \`inventory_record_product_id_unique\`(\`product_id\`);`);
    this.addSql(`alter table \`inventory_record\` add index \`inventory_record_quantity_in_stock_index\`(\`quantity_in_stock\`);`);

    this.addSql(`create table \`stock_movement\` (\`id\` int unsigned not null auto_increment primary key, \`product_id\` int unsigned not null, \`quantity_change\` int not null, \`reason\` enum('initial', 'restock', 'sale', 'cancellation', 'adjustment') not null, \`reference\` varchar(100) null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`stock_movement\` add index \`stock_movement_product_id_index\`(\`product_id\`);`);
    this.addSql(`alter table \`stock_movement\` add index \`stock_movement_created_at_index\`(\`created_at\`);`);

    this.addSql(`create table \`supplier\` (\`id\` int unsigned not null auto_increment primary key, \`name\` varchar(200) not null, \`contact_person\` varchar(200) null, \`email\` varchar(254) null, \`phone\` varchar(20) null, \`address\` varchar(500) null, \`payment_terms\` varchar(100) null, \`delivery_schedule\` varchar(100) null, \`is_active\` tinyint(1) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`user\` (\`id\` int unsigned not null auto_increment primary key, \`username\` varchar(20) not null, \`normalized_username\` varchar(20) not null, \`email\` varchar(254) not null, \`normalized_email\` varchar(254) not null, \`first_name\` varchar(100) not null, \`last_name\` varchar(100) not null, \`phone\` varchar(20) null, \`address\` varchar(500) null, \`role\` enum('customer', 'staff', 'admin') not null, \`password_hash\` varchar(255) not null, \`is_active\` tinyint(1) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`user\` add unique \`user_normalized_username_unique\`(\`normalized_username\`);`);
    this.addSql(`alter table \`user\` add unique \`user_normalized_email_unique\`(\`normalized_email\`);`);

    this.addSql(`create table \`purchase\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`total_amount_cents\` int not null, \`status\` enum('pending', 'processing', 'completed', 'cancelled') not null, \`payment_status\` enum('pending', 'paid', 'completed', 'failed', 'refunded') not null, \`payment_method\` enum('cash', 'card') not null, \`notes\` text null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`purchase\` add index \`purchase_user_id_index\`(\`user_id\`);`);
    this.addSql(`alter table \`purchase\` add index \`purchase_status_index\`(\`status\`);`);
    this.addSql(`alter table \`purchase\` add index \`purchase_user_id_created_at_index\`(\`user_id\`, \`created_at\`);`);
    this.addSql(`alter table \`purchase\` add index \`purchase_created_at_index\`(\`created_at\`);`);

    this.addSql(`create table \`purchase_item\` (\`id\` int unsigned not null auto_increment primary key, \`purchase_id\` int unsigned not null, \`product_id\` int unsigned not null, \`quantity\` int not null, \`unit_price_cents\` int not null, \`unit_cost_cents\` int not null, \`total_price_cents\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`purchase_item\` add index \`purchase_item_purchase_id_index\`(\`purchase_id\`);`);
    this.addSql(`alter table \`purchase_item\` add index \`purchase_item_product_id_index\`(\`product_id\`);`);

    this.addSql(`alter table \`product\` add constraint \`product_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`inventory_record\` add constraint \`inventory_record_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`stock_movement\` add constraint \`stock_movement_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`purchase\` add constraint \`purchase_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`purchase_item\` add constraint \`purchase_item_purchase_id_foreign\` foreign key (\`purchase_id\`) references \`purchase\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`purchase_item\` add constraint \`purchase_item_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`product\` drop foreign key \`product_category_id_foreign\`;`);

    this.addSql(`alter table \`inventory_record\` drop foreign key \`inventory_record_product_id_foreign\`;`);

    this.addSql(`alter table \`stock_movement\` drop foreign key \`stock_movement_product_id_foreign\`;`);

    this.addSql(`alter table \`purchase_item\` drop foreign key \`purchase_item_product_id_foreign\`;`);

    this.addSql(`alter table \`purchase\` drop foreign key \`purchase_user_id_foreign\`;`);

    this.addSql(`alter table \`purchase_item\` drop foreign key \`purchase_item_purchase_id_foreign\`;`);

    this.addSql(`drop table if exists \`category\`;`);

    this.addSql(`drop table if exists \`product\`;`);

    this.addSql(`drop table if exists \`inventory_record\`;`);

    this.addSql(`drop table if exists \`stock_movement\`;`);

    this.addSql(`drop table if exists \`supplier\`;`);

    this.addSql(`drop table if exists \`user\`;`);

    this.addSql(`drop table if exists \`purchase\`;`);

    this.addSql(`drop table if exists \`purchase_item\`;`);
  }

}
