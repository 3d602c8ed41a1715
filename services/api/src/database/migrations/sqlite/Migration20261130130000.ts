import { Migration } from '@mikro-orm/migrations';

// A stored, indexed stock state (docs/decisions/0116-stored-stock-state.md): a generated column the
// database computes from the record's stock and minimum (stock-state.sql.ts) in every statement
// that writes them, so no writer keeps it and existing rows have it at once; indexed with the last
// restock for the inventory list's filters and orders. SQLite adds only virtual generated columns
// (the index stores the values), and the table is rebuilt so the column sits before the last one:
// the ORM reads a generated column's expression from the table's SQL, where the table
// constraints follow the last column. Like the MySQL migration of the same name.
export class Migration20261130130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`inventory_record__temp_alter\` (\`id\` integer not null primary key autoincrement, \`product_id\` integer not null, \`quantity_in_stock\` integer not null, \`minimum_stock_level\` integer not null, \`stock_state\` integer generated always as (case when quantity_in_stock = 0 then 0 when quantity_in_stock <= minimum_stock_level then 1 else 2 end) virtual, \`maximum_stock_level\` integer not null, \`last_restocked\` datetime null, constraint \`inventory_record_product_id_foreign\` foreign key(\`product_id\`) references \`product\`(\`id\`) on update cascade, constraint inventory_record_quantity_in_stock_check check (quantity_in_stock >= 0));`);
    this.addSql(`insert into \`inventory_record__temp_alter\` (\`id\`, \`product_id\`, \`quantity_in_stock\`, \`minimum_stock_level\`, \`maximum_stock_level\`, \`last_restocked\`) select \`id\`, \`product_id\`, \`quantity_in_stock\`, \`minimum_stock_level\`, \`maximum_stock_level\`, \`last_restocked\` from \`inventory_record\`;`);
    this.addSql(`drop table \`inventory_record\`;`);
    this.addSql(`alter table \`inventory_record__temp_alter\` rename to \`inventory_record\`;`);
    this.addSql(`create unique index \`inventory_record_product_id_unique\` on \`inventory_record\` (\`product_id\`);`);
    this.addSql(`create index \`inventory_record_quantity_in_stock_index\` on \`inventory_record\` (\`quantity_in_stock\`);`);
    this.addSql(`create index \`inventory_record_stock_state_product_id_index\` on \`inventory_record\` (\`stock_state\`, \`product_id\`);`);
    this.addSql(`create index \`inventory_record_last_restocked_index\` on \`inventory_record\` (\`last_restocked\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
