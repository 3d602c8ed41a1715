import { Migration } from '@mikro-orm/migrations';

// Catalogue list indexes: the visible list in order, one category in order, and the
// combined filters (category + size + price). The SQL they serve: catalog/product-list.query.ts.
export class Migration20261122054355 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index \`product_created_at_id_index\`;`);

    this.addSql(`create index \`product_category_id_is_active_size_selling_price_cents_index\` on \`product\` (\`category_id\`, \`is_active\`, \`size\`, \`selling_price_cents\`);`);
    this.addSql(`create index \`product_category_id_is_active_created_at_id_index\` on \`product\` (\`category_id\`, \`is_active\`, \`created_at\`, \`id\`);`);
    this.addSql(`create index \`product_is_active_created_at_id_index\` on \`product\` (\`is_active\`, \`created_at\`, \`id\`);`);
  }

}
