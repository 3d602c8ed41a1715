import { Migration } from '@mikro-orm/migrations';

// Issue 15: supplier names unique whatever the case, and products' optional preferred supplier.
// SQLite adds a NOT NULL column only with a default, which the entity has not, so the supplier
// table is rebuilt with normalized_name filled from the names already there (no table refers
// to it yet).
export class Migration20261124041352 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`supplier_new\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`normalized_name\` text not null, \`contact_person\` text null, \`email\` text null, \`phone\` text null, \`address\` text null, \`payment_terms\` text null, \`delivery_schedule\` text null, \`is_active\` integer not null, \`created_at\` datetime not null);`);
    this.addSql(`insert into \`supplier_new\` (\`id\`, \`name\`, \`normalized_name\`, \`contact_person\`, \`email\`, \`phone\`, \`address\`, \`payment_terms\`, \`delivery_schedule\`, \`is_active\`, \`created_at\`) select \`id\`, \`name\`, lower(trim(\`name\`)), \`contact_person\`, \`email\`, \`phone\`, \`address\`, \`payment_terms\`, \`delivery_schedule\`, \`is_active\`, \`created_at\` from \`supplier\`;`);
    this.addSql(`drop table \`supplier\`;`);
    this.addSql(`alter table \`supplier_new\` rename to \`supplier\`;`);
    this.addSql(`create unique index \`supplier_normalized_name_unique\` on \`supplier\` (\`normalized_name\`);`);
    this.addSql(`create index \`supplier_created_at_id_index\` on \`supplier\` (\`created_at\`, \`id\`);`);

    this.addSql(`alter table \`product\` add column \`supplier_id\` integer null constraint \`product_supplier_id_foreign\` references \`supplier\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`create index \`product_supplier_id_index\` on \`product\` (\`supplier_id\`);`);
  }

}
