import { Migration } from '@mikro-orm/migrations';

// Discounts at the till (docs/decisions/0111-discounts-at-the-till.md): each line's discount and
// the sale's, with their reasons, and who approved one beyond the cashier's limit; like the MySQL
// migration of the same name.
export class Migration20261129150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`purchase_item\` add column \`discount_cents\` integer not null default 0;`);
    this.addSql(`alter table \`purchase_item\` add column \`discount_reason\` text null;`);
    this.addSql(`alter table \`purchase_item\` add column \`discount_note\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`sale_discount_cents\` integer not null default 0;`);
    this.addSql(`alter table \`purchase\` add column \`sale_discount_reason\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`sale_discount_note\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`discount_approved_by_id\` integer null constraint \`purchase_discount_approved_by_id_foreign\` references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`create index \`purchase_discount_approved_by_id_index\` on \`purchase\` (\`discount_approved_by_id\`);`);
  }

}
