import { Migration } from '@mikro-orm/migrations';

// The audit trail (docs/product/audit.md): one append-only table. Names and values are copies,
// not foreign keys (docs/decisions/0091-the-audit-trail-keeps-copies.md).
export class Migration20261127114000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`audit_entry\` (\`id\` integer not null primary key autoincrement, \`at\` datetime not null, \`actor_id\` integer not null, \`actor_username\` text not null, \`approved_by\` text null, \`kind\` text check (\`kind\` in ('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'approval', 'tax', 'catalogue')) not null, \`subject\` text not null, \`summary\` text not null, \`values_before\` text null, \`values_after\` text null);`);
    this.addSql(`create index \`audit_entry_at_index\` on \`audit_entry\` (\`at\`);`);
    this.addSql(`create index \`audit_entry_actor_id_at_index\` on \`audit_entry\` (\`actor_id\`, \`at\`);`);
    this.addSql(`create index \`audit_entry_kind_at_index\` on \`audit_entry\` (\`kind\`, \`at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`audit_entry\`;`);
  }

}
