import { Migration } from '@mikro-orm/migrations';

// Held sales keep their discounts (docs/decisions/0114-held-sales-keep-their-discounts.md): a line's
// rides in `items`; the whole sale's, as given, in its own column; like the MySQL migration of the
// same name.
export class Migration20261130110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`held_sale\` add column \`sale_discount\` text null;`);
  }

}
