import { Migration } from '@mikro-orm/migrations';

// What browsers report when a remote fails (docs/operations.md#client-events): counted per remote
// and version, nothing personal (docs/decisions/0099-browsers-report-remote-failures.md).
export class Migration20261128130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`client_event\` (\`id\` int unsigned not null auto_increment primary key, \`remote\` varchar(40) not null, \`version\` varchar(64) not null, \`kind\` enum('load_error', 'render_error') not null, \`message\` varchar(300) not null, \`request_id\` varchar(128) null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`client_event\` add index \`client_event_remote_version_created_at_index\`(\`remote\`, \`version\`, \`created_at\`);`);
    this.addSql(`alter table \`client_event\` add index \`client_event_created_at_index\`(\`created_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`client_event\`;`);
  }

}
