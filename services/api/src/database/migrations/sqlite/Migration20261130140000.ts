import { Migration } from '@mikro-orm/migrations';

// The orders desk at a million purchases (docs/performance.md#the-orders-desk-at-a-million-purchases,
// docs/decisions/0118-the-orders-desk-search-as-indexed-lookups.md): each filter with the date it
// is sorted by, the names and e-mails a till took, and a product's purchases through its lines;
// like the MySQL migration of the same name.
export class Migration20261130140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index \`purchase_status_created_at_index\` on \`purchase\` (\`status\`, \`created_at\`);`);
    this.addSql(`create index \`purchase_payment_status_created_at_index\` on \`purchase\` (\`payment_status\`, \`created_at\`);`);
    this.addSql(`create index \`purchase_cashier_id_created_at_index\` on \`purchase\` (\`cashier_id\`, \`created_at\`);`);
    this.addSql(`create index \`purchase_till_customer_index\` on \`purchase\` (\`channel\`, \`customer_name\`, \`customer_email\`, \`created_at\`);`);
    this.addSql(`create index \`purchase_item_product_id_purchase_id_index\` on \`purchase_item\` (\`product_id\`, \`purchase_id\`);`);
  }

}
