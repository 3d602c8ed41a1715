import { Migration } from '@mikro-orm/migrations';

// Fulfilment of web orders, like the MySQL migration of the same name. The new column's CHECK is
// written by hand (database/README.md); the audit kind's CHECK is edited in the schema's text as
// Migration20261128140000 explains, the index created last making every connection reload it.
export class Migration20261129110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`purchase\` add column \`fulfilment_status\` text check (\`fulfilment_status\` in ('unshipped', 'shipped', 'delivered')) not null default 'unshipped';`);
    this.addSql(`alter table \`purchase\` add column \`carrier\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`tracking_number\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`shipped_at\` datetime null;`);
    this.addSql(`alter table \`purchase\` add column \`shipped_by_id\` integer null constraint \`purchase_shipped_by_id_foreign\` references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`purchase\` add column \`delivered_at\` datetime null;`);
    this.addSql(`alter table \`purchase\` add column \`delivered_by_id\` integer null constraint \`purchase_delivered_by_id_foreign\` references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`pragma writable_schema = on;`);
    this.addSql(`update sqlite_master set sql = replace(sql, '''drawer'', ''payment'')', '''drawer'', ''payment'', ''fulfilment'')') where type = 'table' and name = 'audit_entry';`);
    this.addSql(`pragma writable_schema = reset;`);
    this.addSql(`create index \`purchase_shipped_by_id_index\` on \`purchase\` (\`shipped_by_id\`);`);
    this.addSql(`create index \`purchase_delivered_by_id_index\` on \`purchase\` (\`delivered_by_id\`);`);
  }

}
