import { Migration } from '@mikro-orm/migrations';

// Discount codes (docs/product/discount-codes.md, docs/decisions/0105-discount-codes.md): the codes
// with their uses counter, and what each purchase kept of its code.
export class Migration20261128160000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`discount_code\` (\`id\` int unsigned not null auto_increment primary key, \`code\` varchar(32) not null, \`kind\` enum('percent', 'amount') not null, \`percent_off\` int null, \`amount_off_cents\` int null, \`min_spend_cents\` int not null default 0, \`starts_on\` varchar(10) null, \`ends_on\` varchar(10) null, \`max_uses\` int null, \`max_uses_per_customer\` int null, \`is_active\` tinyint(1) not null default true, \`uses\` int not null default 0, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`discount_code\` add unique \`discount_code_code_unique\`(\`code\`);`);
    this.addSql(`alter table \`purchase\` add \`discount_code\` varchar(32) null, add \`discount_cents\` int not null default 0;`);
    this.addSql(`alter table \`purchase\` add index \`purchase_discount_code_created_at_index\`(\`discount_code\`, \`created_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`purchase\` drop index \`purchase_discount_code_created_at_index\`;`);
    this.addSql(`alter table \`purchase\` drop column \`discount_code\`, drop column \`discount_cents\`;`);
    this.addSql(`drop table if exists \`discount_code\`;`);
  }

}
