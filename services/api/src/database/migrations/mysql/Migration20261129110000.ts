import { Migration } from '@mikro-orm/migrations';

// Fulfilment of web orders (docs/decisions/0108-fulfilment-beside-the-status.md): its own status,
// carrier, tracking number, and who shipped and delivered it when, beside the purchase's status;
// the audit kind fulfilment. Like the SQLite migration of the same name.
export class Migration20261129110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`purchase\` add \`fulfilment_status\` enum('unshipped', 'shipped', 'delivered') not null default 'unshipped', add \`carrier\` varchar(60) null, add \`tracking_number\` varchar(40) null, add \`shipped_at\` datetime null, add \`shipped_by_id\` int unsigned null, add \`delivered_at\` datetime null, add \`delivered_by_id\` int unsigned null;`);
    this.addSql(`alter table \`purchase\` add constraint \`purchase_shipped_by_id_foreign\` foreign key (\`shipped_by_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`purchase\` add constraint \`purchase_delivered_by_id_foreign\` foreign key (\`delivered_by_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`purchase\` add index \`purchase_shipped_by_id_index\`(\`shipped_by_id\`);`);
    this.addSql(`alter table \`purchase\` add index \`purchase_delivered_by_id_index\`(\`delivered_by_id\`);`);
    this.addSql(`alter table \`audit_entry\` modify \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'return', 'approval', 'tax', 'catalogue', 'drawer', 'payment', 'fulfilment') not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`audit_entry\` modify \`kind\` enum('settings', 'permissions', 'staff', 'price', 'stock_adjustment', 'cancellation', 'refund', 'return', 'approval', 'tax', 'catalogue', 'drawer', 'payment') not null;`);
    this.addSql(`alter table \`purchase\` drop foreign key \`purchase_shipped_by_id_foreign\`;`);
    this.addSql(`alter table \`purchase\` drop foreign key \`purchase_delivered_by_id_foreign\`;`);
    this.addSql(`alter table \`purchase\` drop index \`purchase_shipped_by_id_index\`;`);
    this.addSql(`alter table \`purchase\` drop index \`purchase_delivered_by_id_index\`;`);
    this.addSql(`alter table \`purchase\` drop column \`fulfilment_status\`, drop column \`carrier\`, drop column \`tracking_number\`, drop column \`shipped_at\`, drop column \`shipped_by_id\`, drop column \`delivered_at\`, drop column \`delivered_by_id\`;`);
  }

}
