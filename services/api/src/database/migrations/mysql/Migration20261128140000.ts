import { Migration } from '@mikro-orm/migrations';

// Card payments (docs/decisions/0102-card-orders-await-the-provider.md): the payment status
// awaiting_payment, the audit kind payment, an unpaid card order's hold and the provider's reference on the purchase, and
// the store's card hold; like the SQLite migration of the same name.
export class Migration20261128140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`store_settings\` add \`card_hold_minutes\` int not null default 30;`);

    this.addSql(`alter table \`purchase\` modify \`payment_status\` enum('pending', 'paid', 'completed', 'failed', 'refunded', 'partially_refunded', 'awaiting_payment') not null, add \`payment_due_at\` datetime null, add \`payment_reference\` varchar(255) null, add \`card_brand\` varchar(20) null, add \`card_last4\` varchar(4) null;`);
    this.addSql(`alter table \`audit_entry\` modify \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'return', 'approval', 'tax', 'catalogue', 'drawer', 'payment') not null;`);
    this.addSql(`alter table \`purchase\` add index \`purchase_payment_status_payment_due_at_index\`(\`payment_status\`, \`payment_due_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`purchase\` drop index \`purchase_payment_status_payment_due_at_index\`;`);
    this.addSql(`alter table \`purchase\` drop column \`payment_due_at\`, drop column \`payment_reference\`, drop column \`card_brand\`, drop column \`card_last4\`, modify \`payment_status\` enum('pending', 'paid', 'completed', 'failed', 'refunded', 'partially_refunded') not null;`);
    this.addSql(`alter table \`audit_entry\` modify \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'return', 'approval', 'tax', 'catalogue', 'drawer') not null;`);
    this.addSql(`alter table \`store_settings\` drop column \`card_hold_minutes\`;`);
  }

}
