import { Migration } from '@mikro-orm/migrations';

// Issue 32, the orders desk (docs/product/purchases.md#the-orders-desk): a till sale names its
// cashier (docs/decisions/0094-a-till-sale-names-its-cashier.md). Till sales so far were filed
// under the cashier's account, so each gets its user as its cashier. The indexes serve the
// desk's filters: cashier (the foreign key's), channel newest first, payment status.
export class Migration20261128110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`purchase\` add \`cashier_id\` int unsigned null;`);
    this.addSql(`update \`purchase\` set \`cashier_id\` = \`user_id\` where \`channel\` = 'pos';`);
    this.addSql(`alter table \`purchase\` add constraint \`purchase_cashier_id_foreign\` foreign key (\`cashier_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`purchase\` add index \`purchase_cashier_id_index\`(\`cashier_id\`);`);
    this.addSql(`alter table \`purchase\` add index \`purchase_channel_created_at_index\`(\`channel\`, \`created_at\`);`);
    this.addSql(`alter table \`purchase\` add index \`purchase_payment_status_index\`(\`payment_status\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`purchase\` drop foreign key \`purchase_cashier_id_foreign\`;`);

    this.addSql(`alter table \`purchase\` drop index \`purchase_cashier_id_index\`;`);
    this.addSql(`alter table \`purchase\` drop index \`purchase_channel_created_at_index\`;`);
    this.addSql(`alter table \`purchase\` drop index \`purchase_payment_status_index\`;`);
    this.addSql(`alter table \`purchase\` drop column \`cashier_id\`;`);
  }

}
