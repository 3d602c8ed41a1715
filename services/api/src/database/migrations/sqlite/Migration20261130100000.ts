import { Migration } from '@mikro-orm/migrations';

// Split tender (docs/decisions/0113-split-tender.md): how each till sale was paid, part by part,
// cash net of change; the till sales of before get their one part, their method for the whole
// total. Like the MySQL migration of the same name.
export class Migration20261130100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`purchase_tender\` (\`id\` integer not null primary key autoincrement, \`purchase_id\` integer not null, \`method\` text check (\`method\` in ('cash', 'card')) not null, \`amount_cents\` integer not null, constraint \`purchase_tender_purchase_id_foreign\` foreign key(\`purchase_id\`) references \`purchase\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`purchase_tender_purchase_id_index\` on \`purchase_tender\` (\`purchase_id\`);`);
    this.addSql(`insert into \`purchase_tender\` (\`purchase_id\`, \`method\`, \`amount_cents\`) select \`id\`, \`payment_method\`, \`total_amount_cents\` from \`purchase\` where \`channel\` = 'pos' order by \`id\`;`);
  }

}
