import { Migration } from '@mikro-orm/migrations';

// Issue 15: stock movements record who changed the stock (actor_id; older rows keep null),
// why an adjustment was made and staff's note.
export class Migration20261124042733 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`stock_movement\` add column \`actor_id\` integer null constraint \`stock_movement_actor_id_foreign\` references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`stock_movement\` add column \`adjustment_reason\` text check (\`adjustment_reason\` in ('damaged', 'lost', 'found', 'count_correction', 'returned_by_customer', 'other')) null;`);
    this.addSql(`alter table \`stock_movement\` add column \`note\` text null;`);
    this.addSql(`create index \`stock_movement_actor_id_index\` on \`stock_movement\` (\`actor_id\`);`);
  }

}
