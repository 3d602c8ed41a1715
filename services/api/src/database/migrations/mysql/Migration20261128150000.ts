import { Migration } from '@mikro-orm/migrations';

// The e-mail outbox (docs/operations.md#e-mail-and-the-outbox,
// docs/decisions/0104-e-mail-through-an-outbox.md).
export class Migration20261128150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`mail_outbox\` (\`id\` int unsigned not null auto_increment primary key, \`kind\` varchar(40) not null, \`to_address\` varchar(254) not null, \`subject\` varchar(200) not null, \`text\` text not null, \`html\` text not null, \`status\` enum('queued', 'sent', 'failed', 'logged') not null, \`attempts\` int not null, \`last_error\` text null, \`created_at\` datetime not null, \`next_attempt_at\` datetime not null, \`sent_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`mail_outbox\` add index \`mail_outbox_status_next_attempt_at_index\`(\`status\`, \`next_attempt_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`mail_outbox\`;`);
  }

}
