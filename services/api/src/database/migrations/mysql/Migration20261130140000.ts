import { Migration } from '@mikro-orm/migrations';

// The orders desk at a million purchases (docs/performance.md#the-orders-desk-at-a-million-purchases,
// docs/decisions/0118-the-orders-desk-search-as-indexed-lookups.md): each filter with the date it
// is sorted by, the names and e-mails a till took, and a product's purchases through its lines;
// one statement per table, so a large table is read once. Like the SQLite migration of the same name.
export class Migration20261130140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`purchase\` add index \`purchase_status_created_at_index\`(\`status\`, \`created_at\`), add index \`purchase_payment_status_created_at_index\`(\`payment_status\`, \`created_at\`), add index \`purchase_cashier_id_created_at_index\`(\`cashier_id\`, \`created_at\`), add index \`purchase_till_customer_index\`(\`channel\`, \`customer_name\`, \`customer_email\`, \`created_at\`);`);
    this.addSql(`alter table \`purchase_item\` add index \`purchase_item_product_id_purchase_id_index\`(\`product_id\`, \`purchase_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`purchase_item\` drop index \`purchase_item_product_id_purchase_id_index\`;`);
    this.addSql(`alter table \`purchase\` drop index \`purchase_status_created_at_index\`, drop index \`purchase_payment_status_created_at_index\`, drop index \`purchase_cashier_id_created_at_index\`, drop index \`purchase_till_customer_index\`;`);
  }

}
