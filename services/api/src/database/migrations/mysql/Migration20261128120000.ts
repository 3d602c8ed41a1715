import { Migration } from '@mikro-orm/migrations';

// Registers and drawer sessions (docs/product/registers.md,
// docs/decisions/0095-a-sale-needs-an-open-drawer-session.md): the registers, their sessions (one
// open per register: the unique open_register_id), cash in and out, the session a till sale was
// rung up in, the audit trail's "drawer" kind, and the staff role's set gains open_close_register
// where it can sell, as a new shop's defaults now do (a sale needs a drawer someone opened).

export class Migration20261128120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`register\` (\`id\` int unsigned not null auto_increment primary key, \`name\` varchar(50) not null, \`created_at\` datetime not null, \`retired_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`register\` add unique \`register_name_unique\`(\`name\`);`);

    this.addSql(`create table \`register_session\` (\`id\` int unsigned not null auto_increment primary key, \`register_id\` int unsigned not null, \`open_register_id\` int null, \`opened_by_id\` int unsigned not null, \`opened_at\` datetime not null, \`float_cents\` int not null, \`float_denominations\` text null, \`change_count\` int not null default 0, \`closed_at\` datetime null, \`closed_by_id\` int unsigned null, \`counted_cash_cents\` int null, \`counted_denominations\` text null, \`card_total_cents\` int null, \`note\` text null, \`z_report\` text null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`register_session\` add index \`register_session_register_id_index\`(\`register_id\`);`);
    this.addSql(`alter table \`register_session\` add unique \`register_session_open_register_id_unique\`(\`open_register_id\`);`);
    this.addSql(`alter table \`register_session\` add index \`register_session_opened_by_id_index\`(\`opened_by_id\`);`);
    this.addSql(`alter table \`register_session\` add index \`register_session_closed_by_id_index\`(\`closed_by_id\`);`);
    this.addSql(`alter table \`register_session\` add index \`register_session_opened_at_index\`(\`opened_at\`);`);

    this.addSql(`create table \`cash_movement\` (\`id\` int unsigned not null auto_increment primary key, \`session_id\` int unsigned not null, \`kind\` enum('in', 'out') not null, \`amount_cents\` int not null, \`reason\` varchar(200) not null, \`at\` datetime not null, \`by_id\` int unsigned not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`cash_movement\` add index \`cash_movement_session_id_index\`(\`session_id\`);`);
    this.addSql(`alter table \`cash_movement\` add index \`cash_movement_by_id_index\`(\`by_id\`);`);

    this.addSql(`alter table \`register_session\` add constraint \`register_session_register_id_foreign\` foreign key (\`register_id\`) references \`register\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`register_session\` add constraint \`register_session_opened_by_id_foreign\` foreign key (\`opened_by_id\`) references \`user\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`register_session\` add constraint \`register_session_closed_by_id_foreign\` foreign key (\`closed_by_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);

    this.addSql(`alter table \`cash_movement\` add constraint \`cash_movement_session_id_foreign\` foreign key (\`session_id\`) references \`register_session\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`cash_movement\` add constraint \`cash_movement_by_id_foreign\` foreign key (\`by_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`audit_entry\` modify \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'return', 'approval', 'tax', 'catalogue', 'drawer') not null;`);

    this.addSql(`alter table \`purchase\` add \`register_session_id\` int unsigned null;`);
    this.addSql(`alter table \`purchase\` add constraint \`purchase_register_session_id_foreign\` foreign key (\`register_session_id\`) references \`register_session\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`purchase\` add index \`purchase_register_session_id_index\`(\`register_session_id\`);`);
    this.addSql("update role_permission_set set permissions = concat(permissions, ',open_close_register') where role = 'staff' and concat(',', permissions, ',') like '%,sell,%' and concat(',', permissions, ',') not like '%,open_close_register,%';");
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`register_session\` drop foreign key \`register_session_register_id_foreign\`;`);

    this.addSql(`alter table \`purchase\` drop foreign key \`purchase_register_session_id_foreign\`;`);

    this.addSql(`alter table \`cash_movement\` drop foreign key \`cash_movement_session_id_foreign\`;`);

    this.addSql(`drop table if exists \`register\`;`);

    this.addSql(`drop table if exists \`register_session\`;`);

    this.addSql(`drop table if exists \`cash_movement\`;`);

    this.addSql(`alter table \`purchase\` drop index \`purchase_register_session_id_index\`;`);
    this.addSql(`alter table \`purchase\` drop column \`register_session_id\`;`);

    this.addSql(`alter table \`audit_entry\` modify \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'return', 'approval', 'tax', 'catalogue') not null;`);
  }

}
