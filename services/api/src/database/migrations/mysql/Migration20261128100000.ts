import { Migration } from '@mikro-orm/migrations';

// Returns, exchanges and refunds (docs/product/returns.md): the returns with their lines and
// refunds, the returns' daily rollups beside the sales' (docs/decisions/0093-returns-count-on-the-day-of-their-refund.md),
// the units of each purchase line taken back, and the new words of three vocabularies: payment
// `partially_refunded`, stock movements `return` and `write_off`, audit kind `return`.
export class Migration20261128100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`returns_day_channel\` (\`day\` varchar(10) not null, \`channel\` enum('web', 'pos') not null, \`quantity\` int not null, \`amount_cents\` int not null, \`tax_cents\` int not null, \`restocked_cost_cents\` int not null, \`returns\` int not null, primary key (\`day\`, \`channel\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`returns_day_product\` (\`day\` varchar(10) not null, \`product_id\` int unsigned not null, \`reason\` enum('wrong_size', 'defective', 'changed_mind', 'other', 'cancellation') not null, \`quantity\` int not null, \`amount_cents\` int not null, \`tax_cents\` int not null, \`restocked_cost_cents\` int not null, primary key (\`day\`, \`product_id\`, \`reason\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`sale_return\` (\`id\` int unsigned not null auto_increment primary key, \`purchase_id\` int unsigned not null, \`kind\` enum('return', 'cancellation') not null, \`status\` enum('requested', 'received', 'refunded', 'rejected') not null, \`channel\` enum('web', 'pos') not null, \`receipt\` tinyint(1) not null, \`note\` varchar(500) null, \`exchange_purchase_id\` int unsigned null, \`balance_cents\` int null, \`amount_tendered_cents\` int null, \`created_by_id\` int unsigned not null, \`received_by_id\` int unsigned null, \`refunded_by_id\` int unsigned null, \`approved_by_id\` int unsigned null, \`created_at\` datetime not null, \`received_at\` datetime null, \`refunded_at\` datetime null, \`idempotency_key\` varchar(255) null, \`key_fingerprint\` varchar(64) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_purchase_id_index\`(\`purchase_id\`);`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_exchange_purchase_id_index\`(\`exchange_purchase_id\`);`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_created_by_id_index\`(\`created_by_id\`);`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_received_by_id_index\`(\`received_by_id\`);`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_refunded_by_id_index\`(\`refunded_by_id\`);`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_approved_by_id_index\`(\`approved_by_id\`);`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_refunded_at_index\`(\`refunded_at\`);`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_status_created_at_index\`(\`status\`, \`created_at\`);`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_created_at_id_index\`(\`created_at\`, \`id\`);`);
    this.addSql(`alter table \`sale_return\` add unique \`sale_return_created_by_id_idempotency_key_unique\`(\`created_by_id\`, \`idempotency_key\`);`);

    this.addSql(`create table \`return_refund\` (\`id\` int unsigned not null auto_increment primary key, \`sale_return_id\` int unsigned not null, \`method\` enum('cash', 'card') not null, \`amount_cents\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`return_refund\` add index \`return_refund_sale_return_id_index\`(\`sale_return_id\`);`);

    this.addSql(`create table \`return_line\` (\`id\` int unsigned not null auto_increment primary key, \`sale_return_id\` int unsigned not null, \`purchase_item_id\` int unsigned not null, \`product_id\` int unsigned not null, \`quantity\` int not null, \`reason\` enum('wrong_size', 'defective', 'changed_mind', 'other') null, \`note\` varchar(500) null, \`disposition\` enum('restock', 'write_off') null, \`total_cents\` int not null, \`tax_cents\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`return_line\` add index \`return_line_sale_return_id_index\`(\`sale_return_id\`);`);
    this.addSql(`alter table \`return_line\` add index \`return_line_purchase_item_id_index\`(\`purchase_item_id\`);`);
    this.addSql(`alter table \`return_line\` add index \`return_line_product_id_index\`(\`product_id\`);`);

    this.addSql(`alter table \`sale_return\` add constraint \`sale_return_purchase_id_foreign\` foreign key (\`purchase_id\`) references \`purchase\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`sale_return\` add constraint \`sale_return_exchange_purchase_id_foreign\` foreign key (\`exchange_purchase_id\`) references \`purchase\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`sale_return\` add constraint \`sale_return_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`user\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`sale_return\` add constraint \`sale_return_received_by_id_foreign\` foreign key (\`received_by_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`sale_return\` add constraint \`sale_return_refunded_by_id_foreign\` foreign key (\`refunded_by_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`sale_return\` add constraint \`sale_return_approved_by_id_foreign\` foreign key (\`approved_by_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);

    this.addSql(`alter table \`return_refund\` add constraint \`return_refund_sale_return_id_foreign\` foreign key (\`sale_return_id\`) references \`sale_return\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`return_line\` add constraint \`return_line_sale_return_id_foreign\` foreign key (\`sale_return_id\`) references \`sale_return\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`return_line\` add constraint \`return_line_purchase_item_id_foreign\` foreign key (\`purchase_item_id\`) references \`purchase_item\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`return_line\` add constraint \`return_line_product_id_foreign\` foreign key (\`product_id\`) references \`product\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`audit_entry\` modify \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'return', 'approval', 'tax', 'catalogue') not null;`);

    this.addSql(`alter table \`stock_movement\` modify \`reason\` enum('initial', 'restock', 'sale', 'cancellation', 'adjustment', 'return', 'write_off') not null;`);

    this.addSql(`alter table \`purchase\` modify \`payment_status\` enum('pending', 'paid', 'completed', 'failed', 'refunded', 'partially_refunded') not null;`);

    this.addSql(`alter table \`purchase_item\` add \`returned_quantity\` int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`return_refund\` drop foreign key \`return_refund_sale_return_id_foreign\`;`);

    this.addSql(`alter table \`return_line\` drop foreign key \`return_line_sale_return_id_foreign\`;`);

    this.addSql(`drop table if exists \`returns_day_channel\`;`);

    this.addSql(`drop table if exists \`returns_day_product\`;`);

    this.addSql(`drop table if exists \`sale_return\`;`);

    this.addSql(`drop table if exists \`return_refund\`;`);

    this.addSql(`drop table if exists \`return_line\`;`);

    this.addSql(`alter table \`stock_movement\` modify \`reason\` enum('initial', 'restock', 'sale', 'cancellation', 'adjustment') not null;`);

    this.addSql(`alter table \`purchase\` modify \`payment_status\` enum('pending', 'paid', 'completed', 'failed', 'refunded') not null;`);

    this.addSql(`alter table \`purchase_item\` drop column \`returned_quantity\`;`);

    this.addSql(`alter table \`audit_entry\` modify \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'approval', 'tax', 'catalogue') not null;`);
  }

}
