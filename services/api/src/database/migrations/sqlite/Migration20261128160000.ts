import { Migration } from '@mikro-orm/migrations';

// Discount codes, like the MySQL migration of the same name; the kind's CHECK written by hand
// (database/README.md).
export class Migration20261128160000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`discount_code\` (\`id\` integer not null primary key autoincrement, \`code\` text not null, \`kind\` text check (\`kind\` in ('percent', 'amount')) not null, \`percent_off\` integer null, \`amount_off_cents\` integer null, \`min_spend_cents\` integer not null default 0, \`starts_on\` text null, \`ends_on\` text null, \`max_uses\` integer null, \`max_uses_per_customer\` integer null, \`is_active\` integer not null default true, \`uses\` integer not null default 0, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`discount_code_code_unique\` on \`discount_code\` (\`code\`);`);
    this.addSql(`alter table \`purchase\` add column \`discount_code\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`discount_cents\` integer not null default 0;`);
    this.addSql(`create index \`purchase_discount_code_created_at_index\` on \`purchase\` (\`discount_code\`, \`created_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists \`purchase_discount_code_created_at_index\`;`);
    this.addSql(`alter table \`purchase\` drop column \`discount_code\`;`);
    this.addSql(`alter table \`purchase\` drop column \`discount_cents\`;`);
    this.addSql(`drop table if exists \`discount_code\`;`);
  }

}
