import { Migration } from '@mikro-orm/migrations';

// Discounts at the till (docs/decisions/0111-discounts-at-the-till.md): each line's discount and
// the sale's, with their reasons, and who approved one beyond the cashier's limit; like the SQLite
// migration of the same name.
export class Migration20261129150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`purchase_item\` add \`discount_cents\` int not null default 0, add \`discount_reason\` varchar(20) null, add \`discount_note\` varchar(200) null;`);
    this.addSql(`alter table \`purchase\` add \`sale_discount_cents\` int not null default 0, add \`sale_discount_reason\` varchar(20) null, add \`sale_discount_note\` varchar(200) null, add \`discount_approved_by_id\` int unsigned null;`);
    this.addSql(`alter table \`purchase\` add constraint \`purchase_discount_approved_by_id_foreign\` foreign key (\`discount_approved_by_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`purchase\` add index \`purchase_discount_approved_by_id_index\`(\`discount_approved_by_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`purchase\` drop foreign key \`purchase_discount_approved_by_id_foreign\`;`);
    this.addSql(`alter table \`purchase\` drop index \`purchase_discount_approved_by_id_index\`;`);
    this.addSql(`alter table \`purchase\` drop column \`sale_discount_cents\`, drop column \`sale_discount_reason\`, drop column \`sale_discount_note\`, drop column \`discount_approved_by_id\`;`);
    this.addSql(`alter table \`purchase_item\` drop column \`discount_cents\`, drop column \`discount_reason\`, drop column \`discount_note\`;`);
  }

}
