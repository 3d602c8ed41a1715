import { Migration } from '@mikro-orm/migrations';

// The e-mail outbox, like the MySQL migration of the same name; the status CHECK written by hand
// (database/README.md).
export class Migration20261128150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`mail_outbox\` (\`id\` integer not null primary key autoincrement, \`kind\` text not null, \`to_address\` text not null, \`subject\` text not null, \`text\` text not null, \`html\` text not null, \`status\` text check (\`status\` in ('queued', 'sent', 'failed', 'logged')) not null, \`attempts\` integer not null, \`last_error\` text null, \`created_at\` datetime not null, \`next_attempt_at\` datetime not null, \`sent_at\` datetime null);`);
    this.addSql(`create index \`mail_outbox_status_next_attempt_at_index\` on \`mail_outbox\` (\`status\`, \`next_attempt_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`mail_outbox\`;`);
  }

}
