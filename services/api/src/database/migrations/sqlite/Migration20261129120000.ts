import { Migration } from '@mikro-orm/migrations';

// Delivery addresses (docs/product/account.md#addresses, docs/decisions/0109-delivery-addresses.md):
// the customers' saved addresses, and the copy each web order keeps of the one it was sent to.
export class Migration20261129120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`customer_address\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`line1\` text not null, \`line2\` text null, \`city\` text not null, \`state\` text not null, \`zip\` text not null, \`is_default\` integer not null, \`created_at\` datetime not null, constraint \`customer_address_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`customer_address_user_id_index\` on \`customer_address\` (\`user_id\`);`);
    this.addSql(`create index \`customer_address_user_id_created_at_index\` on \`customer_address\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`create table \`purchase_address\` (\`purchase_id\` integer not null, \`line1\` text not null, \`line2\` text null, \`city\` text not null, \`state\` text not null, \`zip\` text not null, constraint \`purchase_address_purchase_id_foreign\` foreign key(\`purchase_id\`) references \`purchase\`(\`id\`) on delete cascade on update cascade, primary key (\`purchase_id\`));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`purchase_address\`;`);
    this.addSql(`drop table if exists \`customer_address\`;`);
  }

}
