import { Migration } from '@mikro-orm/migrations';

// Idempotency keys are compared exactly (docs/decisions/0032-a-sale-is-recorded-once.md). SQLite's default collation
// (BINARY) already does; the unique index (user_id, idempotency_key) now says so itself, like
// the MySQL migration of the same change, which needed it (its default collations ignore case).
export class Migration20261127001000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index \`idempotency_key_user_id_idempotency_key_unique\`;`);
    this.addSql(`create unique index \`idempotency_key_user_id_idempotency_key_unique\` on \`idempotency_key\` (\`user_id\`, \`idempotency_key\` collate binary);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index \`idempotency_key_user_id_idempotency_key_unique\`;`);
    this.addSql(`create unique index \`idempotency_key_user_id_idempotency_key_unique\` on \`idempotency_key\` (\`user_id\`, \`idempotency_key\`);`);
  }

}
