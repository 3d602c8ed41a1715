import { Migration } from '@mikro-orm/migrations';

// Issue 21: sessions that really end. Each account's token version (a password change moves
// it on, refusing every older token) and the deny-list of signed-out tokens, kept until they
// expire (docs/architecture.md#sessions-limits-and-client-addresses).
export class Migration20261124071458 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`user\` add column \`token_version\` integer not null default 0;`);

    this.addSql(`create table \`revoked_token\` (\`token_id\` text not null, \`expires_at\` datetime not null, primary key (\`token_id\`));`);
    this.addSql(`create index \`revoked_token_expires_at_index\` on \`revoked_token\` (\`expires_at\`);`);
  }

}
