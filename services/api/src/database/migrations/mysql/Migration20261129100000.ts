import { Migration } from '@mikro-orm/migrations';

// A return at the till is taken in the register's open drawer session
// (docs/product/registers.md#returns-at-the-till): the session its refunds came out of, which the
// session's X and Z reports take off the drawer.
export class Migration20261129100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`sale_return\` add \`register_session_id\` int unsigned null;`);
    this.addSql(`alter table \`sale_return\` add constraint \`sale_return_register_session_id_foreign\` foreign key (\`register_session_id\`) references \`register_session\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`sale_return\` add index \`sale_return_register_session_id_index\`(\`register_session_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`sale_return\` drop foreign key \`sale_return_register_session_id_foreign\`;`);
    this.addSql(`alter table \`sale_return\` drop index \`sale_return_register_session_id_index\`;`);
    this.addSql(`alter table \`sale_return\` drop column \`register_session_id\`;`);
  }

}
