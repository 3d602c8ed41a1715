import { Migration } from '@mikro-orm/migrations';

// A stored, indexed stock state (docs/decisions/0116-stored-stock-state.md): a generated column the
// database computes from the record's stock and minimum (stock-state.sql.ts), kept in every
// statement that writes them, so existing rows are filled when it is added; indexed with the
// last restock for the inventory list's filters and orders (each index ends with the record id).
// Like the SQLite migration of the same name.
export class Migration20261130130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`inventory_record\` add \`stock_state\` int generated always as (case when quantity_in_stock = 0 then 0 when quantity_in_stock <= minimum_stock_level then 1 else 2 end) virtual;`);
    this.addSql(`alter table \`inventory_record\` add index \`inventory_record_stock_state_product_id_index\`(\`stock_state\`, \`product_id\`);`);
    this.addSql(`alter table \`inventory_record\` add index \`inventory_record_last_restocked_index\`(\`last_restocked\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`inventory_record\` drop index \`inventory_record_last_restocked_index\`;`);
    this.addSql(`alter table \`inventory_record\` drop index \`inventory_record_stock_state_product_id_index\`;`);
    this.addSql(`alter table \`inventory_record\` drop column \`stock_state\`;`);
  }

}
