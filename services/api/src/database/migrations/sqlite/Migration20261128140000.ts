import { Migration } from '@mikro-orm/migrations';

// Card payments (docs/decisions/0102-card-orders-await-the-provider.md): the payment status
// awaiting_payment, the audit kind payment, an unpaid card order's hold and the provider's reference on the purchase, and
// the store's card hold. SQLite cannot alter a CHECK, and rebuilding `purchase` would mean turning
// foreign keys off mid-migration (database/README.md), so the CHECK's text is edited in the schema
// itself: the columns are added first (an ALTER after the edit would work from the stale text),
// `writable_schema = reset` reloads this connection's schema, and the index created last bumps the
// schema cookie so every other connection reloads it too.
export class Migration20261128140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`store_settings\` add column \`card_hold_minutes\` integer not null default 30;`);

    this.addSql(`alter table \`purchase\` add column \`payment_due_at\` datetime null;`);
    this.addSql(`alter table \`purchase\` add column \`payment_reference\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`card_brand\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`card_last4\` text null;`);
    this.addSql(`pragma writable_schema = on;`);
    this.addSql(`update sqlite_master set sql = replace(sql, '''refunded'', ''partially_refunded'')', '''refunded'', ''partially_refunded'', ''awaiting_payment'')') where type = 'table' and name = 'purchase';`);
    this.addSql(`update sqlite_master set sql = replace(sql, '''catalogue'', ''drawer'')', '''catalogue'', ''drawer'', ''payment'')') where type = 'table' and name = 'audit_entry';`);
    this.addSql(`pragma writable_schema = reset;`);
    this.addSql(`create index \`purchase_payment_status_payment_due_at_index\` on \`purchase\` (\`payment_status\`, \`payment_due_at\`);`);
  }

}
