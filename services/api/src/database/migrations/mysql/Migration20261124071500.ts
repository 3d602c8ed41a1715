import { Migration } from '@mikro-orm/migrations';

// Issue 21: sessions that really end. Each account's token version (a password change moves
// it on, refusing every older token) and the deny-list of signed-out tokens, kept until they
// expire (docs/architecture.md#sessions-limits-and-client-addresses).
export class Migration20261124071500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`user\` add \`token_version\` int not null default 0;`);

    this.addSql(`create table \`revoked_token\` (\`token_id\` varchar(64) not null, \`expires_at\` datetime not null, primary key (\`token_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`revoked_token\` add index \`revoked_token_expires_at_index\`(\`expires_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`revoked_token\`;`);

    this.addSql(`alter table \`user\` drop column \`token_version\`;`);
  }

}
