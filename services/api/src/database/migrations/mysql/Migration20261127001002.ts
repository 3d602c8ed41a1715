import { Migration } from '@mikro-orm/migrations';

// Idempotency keys are compared exactly (docs/decisions/0032-a-sale-is-recorded-once.md): with the table's default
// collation (utf8mb4_general_ci on MariaDB, utf8mb4_0900_ai_ci on MySQL 8) `abc` and `ABC`
// were one key, and the second sale was answered as a replay of the first. A binary
// collation makes the lookup and the unique index (user_id, idempotency_key) compare bytes.
// MikroORM does not model collations, so this is written by hand and no schema diff undoes it.
export class Migration20261127001002 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`idempotency_key\` modify \`idempotency_key\` varchar(255) character set utf8mb4 collate utf8mb4_bin not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`idempotency_key\` modify \`idempotency_key\` varchar(255) character set utf8mb4 not null;`);
  }

}
