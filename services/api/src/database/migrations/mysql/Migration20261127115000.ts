import { Migration } from '@mikro-orm/migrations';

// The style lists at scale (docs/bench-styles.md): the storefront's newest styles read in index
// order; the cheapest visible variant of each style is one index entry; counting the styles with
// a visible variant reads an index, not the rows. (style_id, is_active) is a prefix of the new
// (style_id, is_active, selling_price_cents), so it goes.
export class Migration20261127115000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`style\` add index \`style_is_active_created_at_id_index\`(\`is_active\`, \`created_at\`, \`id\`);`);
    this.addSql(`alter table \`product\` add index \`product_style_id_is_active_selling_price_cents_index\`(\`style_id\`, \`is_active\`, \`selling_price_cents\`);`);
    this.addSql(`alter table \`product\` add index \`product_is_active_style_id_index\`(\`is_active\`, \`style_id\`);`);
    this.addSql(`alter table \`product\` drop index \`product_style_id_is_active_index\`;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`product\` add index \`product_style_id_is_active_index\`(\`style_id\`, \`is_active\`);`);
    this.addSql(`alter table \`product\` drop index \`product_is_active_style_id_index\`;`);
    this.addSql(`alter table \`product\` drop index \`product_style_id_is_active_selling_price_cents_index\`;`);
    this.addSql(`alter table \`style\` drop index \`style_is_active_created_at_id_index\`;`);
  }

}
