import { Migration } from '@mikro-orm/migrations';

// Registers and drawer sessions (docs/product/registers.md,
// docs/decisions/0095-a-sale-needs-an-open-drawer-session.md): the registers, their sessions (one
// open per register: the unique open_register_id), cash in and out, the session a till sale was
// rung up in, the audit trail's "drawer" kind, and the staff role's set gains open_close_register
// where it can sell, as a new shop's defaults now do (a sale needs a drawer someone opened).

export class Migration20261128120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`register\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`created_at\` datetime not null, \`retired_at\` datetime null);`);
    this.addSql(`create unique index \`register_name_unique\` on \`register\` (\`name\`);`);

    this.addSql(`create table \`register_session\` (\`id\` integer not null primary key autoincrement, \`register_id\` integer not null, \`open_register_id\` integer null, \`opened_by_id\` integer not null, \`opened_at\` datetime not null, \`float_cents\` integer not null, \`float_denominations\` text null, \`change_count\` integer not null default 0, \`closed_at\` datetime null, \`closed_by_id\` integer null, \`counted_cash_cents\` integer null, \`counted_denominations\` text null, \`card_total_cents\` integer null, \`note\` text null, \`z_report\` text null, constraint \`register_session_register_id_foreign\` foreign key(\`register_id\`) references \`register\`(\`id\`) on update cascade, constraint \`register_session_opened_by_id_foreign\` foreign key(\`opened_by_id\`) references \`user\`(\`id\`) on update cascade, constraint \`register_session_closed_by_id_foreign\` foreign key(\`closed_by_id\`) references \`user\`(\`id\`) on delete set null on update cascade);`);
    this.addSql(`create index \`register_session_register_id_index\` on \`register_session\` (\`register_id\`);`);
    this.addSql(`create unique index \`register_session_open_register_id_unique\` on \`register_session\` (\`open_register_id\`);`);
    this.addSql(`create index \`register_session_opened_by_id_index\` on \`register_session\` (\`opened_by_id\`);`);
    this.addSql(`create index \`register_session_closed_by_id_index\` on \`register_session\` (\`closed_by_id\`);`);
    this.addSql(`create index \`register_session_opened_at_index\` on \`register_session\` (\`opened_at\`);`);

    this.addSql(`create table \`cash_movement\` (\`id\` integer not null primary key autoincrement, \`session_id\` integer not null, \`kind\` text check (\`kind\` in ('in', 'out')) not null, \`amount_cents\` integer not null, \`reason\` text not null, \`at\` datetime not null, \`by_id\` integer not null, constraint \`cash_movement_session_id_foreign\` foreign key(\`session_id\`) references \`register_session\`(\`id\`) on update cascade, constraint \`cash_movement_by_id_foreign\` foreign key(\`by_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`cash_movement_session_id_index\` on \`cash_movement\` (\`session_id\`);`);
    this.addSql(`create index \`cash_movement_by_id_index\` on \`cash_movement\` (\`by_id\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`audit_entry__temp_alter\` (\`id\` integer not null primary key autoincrement, \`at\` datetime not null, \`actor_id\` integer not null, \`actor_username\` text not null, \`approved_by\` text null, \`kind\` text check (\`kind\` in ('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'return', 'approval', 'tax', 'catalogue', 'drawer')) not null, \`subject\` text not null, \`summary\` text not null, \`values_before\` text null, \`values_after\` text null);`);
    this.addSql(`insert into \`audit_entry__temp_alter\` select \`id\`, \`at\`, \`actor_id\`, \`actor_username\`, \`approved_by\`, \`kind\`, \`subject\`, \`summary\`, \`values_before\`, \`values_after\` from \`audit_entry\`;`);
    this.addSql(`drop table \`audit_entry\`;`);
    this.addSql(`alter table \`audit_entry__temp_alter\` rename to \`audit_entry\`;`);
    this.addSql(`create index \`audit_entry_kind_at_index\` on \`audit_entry\` (\`kind\`, \`at\`);`);
    this.addSql(`create index \`audit_entry_actor_id_at_index\` on \`audit_entry\` (\`actor_id\`, \`at\`);`);
    this.addSql(`create index \`audit_entry_at_index\` on \`audit_entry\` (\`at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
    this.addSql(`alter table \`purchase\` add column \`register_session_id\` integer null constraint \`purchase_register_session_id_foreign\` references \`register_session\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`create index \`purchase_register_session_id_index\` on \`purchase\` (\`register_session_id\`);`);
    this.addSql("update role_permission_set set permissions = permissions || ',open_close_register' where role = 'staff' and ',' || permissions || ',' like '%,sell,%' and ',' || permissions || ',' not like '%,open_close_register,%';");
  }

}
