import { Migration } from '@mikro-orm/migrations';

// Delivery addresses (docs/product/account.md#addresses, docs/decisions/0109-delivery-addresses.md):
// the customers' saved addresses, and the copy each web order keeps of the one it was sent to.
export class Migration20261129120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`customer_address\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`line1\` varchar(100) not null, \`line2\` varchar(100) null, \`city\` varchar(60) not null, \`state\` varchar(2) not null, \`zip\` varchar(10) not null, \`is_default\` tinyint(1) not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`customer_address\` add index \`customer_address_user_id_index\`(\`user_id\`);`);
    this.addSql(`alter table \`customer_address\` add index \`customer_address_user_id_created_at_index\`(\`user_id\`, \`created_at\`);`);
    this.addSql(`create table \`purchase_address\` (\`purchase_id\` int unsigned not null, \`line1\` varchar(100) not null, \`line2\` varchar(100) null, \`city\` varchar(60) not null, \`state\` varchar(2) not null, \`zip\` varchar(10) not null, primary key (\`purchase_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`customer_address\` add constraint \`customer_address_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`purchase_address\` add constraint \`purchase_address_purchase_id_foreign\` foreign key (\`purchase_id\`) references \`purchase\` (\`id\`) on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`purchase_address\`;`);
    this.addSql(`drop table if exists \`customer_address\`;`);
  }

}
