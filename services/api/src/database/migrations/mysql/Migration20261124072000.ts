import { Migration } from '@mikro-orm/migrations';

// Issue 22: the product list's sort orders (price either way, name) read from an index, with
// and without a category, like the newest-first order (docs/product/api.md#catalogue).
export class Migration20261124072000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`product\` add index \`product_is_active_selling_price_cents_id_index\`(\`is_active\`, \`selling_price_cents\`, \`id\`);`);
    this.addSql(`alter table \`product\` add index \`product_category_id_is_active_name_id_index\`(\`category_id\`, \`is_active\`, \`name\`, \`id\`);`);
    this.addSql(`alter table \`product\` add index \`product_category_id_is_active_selling_price_cents_id_index\`(\`category_id\`, \`is_active\`, \`selling_price_cents\`, \`id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`product\` drop index \`product_is_active_selling_price_cents_id_index\`;`);
    this.addSql(`alter table \`product\` drop index \`product_category_id_is_active_name_id_index\`;`);
    this.addSql(`alter table \`product\` drop index \`product_category_id_is_active_selling_price_cents_id_index\`;`);
  }

}
