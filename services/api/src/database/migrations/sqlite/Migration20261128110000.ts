import { Migration } from '@mikro-orm/migrations';

// Issue 32, the orders desk (docs/product/purchases.md#the-orders-desk): a till sale names its
// cashier (docs/decisions/0094-a-till-sale-names-its-cashier.md). Till sales so far were filed
// under the cashier's account, so each gets its user as its cashier. The indexes serve the
// desk's filters: cashier (the foreign key's), channel newest first, payment status.
export class Migration20261128110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`purchase\` add column \`cashier_id\` integer null constraint \`purchase_cashier_id_foreign\` references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`update \`purchase\` set \`cashier_id\` = \`user_id\` where \`channel\` = 'pos';`);
    this.addSql(`create index \`purchase_cashier_id_index\` on \`purchase\` (\`cashier_id\`);`);
    this.addSql(`create index \`purchase_channel_created_at_index\` on \`purchase\` (\`channel\`, \`created_at\`);`);
    this.addSql(`create index \`purchase_payment_status_index\` on \`purchase\` (\`payment_status\`);`);
  }

}
