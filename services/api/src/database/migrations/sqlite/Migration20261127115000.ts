import { Migration } from '@mikro-orm/migrations';

// The style lists at scale (docs/bench-styles.md), like the MySQL migration of the same name.
export class Migration20261127115000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index \`style_is_active_created_at_id_index\` on \`style\` (\`is_active\`, \`created_at\`, \`id\`);`);
    this.addSql(`create index \`product_style_id_is_active_selling_price_cents_index\` on \`product\` (\`style_id\`, \`is_active\`, \`selling_price_cents\`);`);
    this.addSql(`create index \`product_is_active_style_id_index\` on \`product\` (\`is_active\`, \`style_id\`);`);
    this.addSql(`drop index \`product_style_id_is_active_index\`;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index \`product_style_id_is_active_index\` on \`product\` (\`style_id\`, \`is_active\`);`);
    this.addSql(`drop index \`product_is_active_style_id_index\`;`);
    this.addSql(`drop index \`product_style_id_is_active_selling_price_cents_index\`;`);
    this.addSql(`drop index \`style_is_active_created_at_id_index\`;`);
  }

}
