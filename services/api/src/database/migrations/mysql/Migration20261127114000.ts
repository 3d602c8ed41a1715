import { Migration } from '@mikro-orm/migrations';

// The audit trail (docs/product/audit.md): one append-only table. Names and values are copies,
// not foreign keys (docs/decisions/0091-the-audit-trail-keeps-copies.md).
export class Migration20261127114000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`audit_entry\` (\`id\` int unsigned not null auto_increment primary key, \`at\` datetime not null, \`actor_id\` int not null, \`actor_username\` varchar(50) not null, \`approved_by\` varchar(50) null, \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'approval', 'tax', 'catalogue') not null, \`subject\` varchar(100) not null, \`summary\` text not null, \`values_before\` text null, \`values_after\` text null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`audit_entry\` add index \`audit_entry_at_index\`(\`at\`);`);
    this.addSql(`alter table \`audit_entry\` add index \`audit_entry_actor_id_at_index\`(\`actor_id\`, \`at\`);`);
    this.addSql(`alter table \`audit_entry\` add index \`audit_entry_kind_at_index\`(\`kind\`, \`at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`audit_entry\`;`);
  }

}
