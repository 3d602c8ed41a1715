import { Migration } from '@mikro-orm/migrations';

// Issue 22: the product list's sort orders (price either way, name) read from an index, with
// and without a category, like the newest-first order (docs/product/api.md#catalogue).
export class Migration20261124071958 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index \`product_is_active_selling_price_cents_id_index\` on \`product\` (\`is_active\`, \`selling_price_cents\`, \`id\`);`);
    this.addSql(`create index \`product_category_id_is_active_name_id_index\` on \`product\` (\`category_id\`, \`is_active\`, \`name\`, \`id\`);`);
    this.addSql(`create index \`product_category_id_is_active_selling_price_cents_id_index\` on \`product\` (\`category_id\`, \`is_active\`, \`selling_price_cents\`, \`id\`);`);
  }

}
