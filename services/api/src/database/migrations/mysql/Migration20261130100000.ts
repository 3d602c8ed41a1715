import { Migration } from '@mikro-orm/migrations';

// Split tender (docs/decisions/0113-split-tender.md): how each till sale was paid, part by part,
// cash net of change; the till sales of before get their one part, their method for the whole
// total. Like the SQLite migration of the same name.
export class Migration20261130100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`purchase_tender\` (\`id\` int unsigned not null auto_increment primary key, \`purchase_id\` int unsigned not null, \`method\` enum('cash', 'card') not null, \`amount_cents\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`purchase_tender\` add index \`purchase_tender_purchase_id_index\`(\`purchase_id\`);`);
    this.addSql(`alter table \`purchase_tender\` add constraint \`purchase_tender_purchase_id_foreign\` foreign key (\`purchase_id\`) references \`purchase\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`insert into \`purchase_tender\` (\`purchase_id\`, \`method\`, \`amount_cents\`) select \`id\`, \`payment_method\`, \`total_amount_cents\` from \`purchase\` where \`channel\` = 'pos' order by \`id\`;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`purchase_tender\`;`);
  }

}
