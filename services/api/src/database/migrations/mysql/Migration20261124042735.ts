import { Migration } from '@mikro-orm/migrations';

// Issue 15: stock movements record who changed the stock (actor_id; older rows keep null),
// why an adjustment was made and staff's note.
export class Migration20261124042735 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`stock_movement\` add \`actor_id\` int unsigned null, add \`adjustment_reason\` enum('damaged', 'lost', 'found', 'count_correction', 'returned_by_customer', 'other') null, add \`note\` varchar(500) null;`);
    this.addSql(`alter table \`stock_movement\` add constraint \`stock_movement_actor_id_foreign\` foreign key (\`actor_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`stock_movement\` add index \`stock_movement_actor_id_index\`(\`actor_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`stock_movement\` drop foreign key \`stock_movement_actor_id_foreign\`;`);

    this.addSql(`alter table \`stock_movement\` drop index \`stock_movement_actor_id_index\`;`);
    this.addSql(`alter table \`stock_movement\` drop column \`actor_id\`, drop column \`adjustment_reason\`, drop column \`note\`;`);
  }

}
