import { Migration } from '@mikro-orm/migrations';

// Issue 15: the inventory list's default order (name, then id) read from an index rather than
// sorted over every product (docs/bench-inventory.md).
export class Migration20261124044612 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`product\` add index \`product_is_active_name_id_index\`(\`is_active\`, \`name\`, \`id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`product\` drop index \`product_is_active_name_id_index\`;`);
  }

}
