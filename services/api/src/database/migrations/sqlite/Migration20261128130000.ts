import { Migration } from '@mikro-orm/migrations';

// What browsers report when a remote fails, like the MySQL migration of the same name; the kind's
// CHECK written by hand (database/README.md).
export class Migration20261128130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`client_event\` (\`id\` integer not null primary key autoincrement, \`remote\` text not null, \`version\` text not null, \`kind\` text check (\`kind\` in ('load_error', 'render_error')) not null, \`message\` text not null, \`request_id\` text null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`client_event_remote_version_created_at_index\` on \`client_event\` (\`remote\`, \`version\`, \`created_at\`);`);
    this.addSql(`create index \`client_event_created_at_index\` on \`client_event\` (\`created_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`client_event\`;`);
  }

}
