import { Migration } from '@mikro-orm/migrations';

// Issue 15: the inventory list's default order (name, then id) read from an index rather than
// sorted over every product (docs/bench-inventory.md).
export class Migration20261124044613 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index \`product_is_active_name_id_index\` on \`product\` (\`is_active\`, \`name\`, \`id\`);`);
  }

}
