import { Migration } from '@mikro-orm/migrations';

// A return at the till is taken in the register's open drawer session
// (docs/product/registers.md#returns-at-the-till): the session its refunds came out of, which the
// session's X and Z reports take off the drawer.
export class Migration20261129100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`sale_return\` add column \`register_session_id\` integer null constraint \`sale_return_register_session_id_foreign\` references \`register_session\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`create index \`sale_return_register_session_id_index\` on \`sale_return\` (\`register_session_id\`);`);
  }

}
