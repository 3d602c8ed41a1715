import { Migration } from '@mikro-orm/migrations';

/**
 * A CHECK's list of words and its new words, added in place (see `widenChecks`): each pair's
 * first text must occur once in the table's CREATE statement.
 */
const WIDENED = [
  ['purchase', "'failed', 'refunded')", "'failed', 'refunded', 'partially_refunded')"],
  ['stock_movement', "'cancellation', 'adjustment')", "'cancellation', 'adjustment', 'return', 'write_off')"],
  ['audit_entry', "'refund', 'approval'", "'refund', 'return', 'approval'"],
] as const;

// Returns, exchanges and refunds, like the MySQL migration of the same name. The three enlarged
// vocabularies are CHECK constraints here, which SQLite cannot alter: rebuilding `purchase` would
// need foreign keys switched off, which SQLite ignores inside the migration's transaction (its
// drop would then cascade to every purchase line). A CHECK that allows more words changes nothing
// on disk, so its text is widened in the schema itself, the procedure SQLite documents for such
// changes (https://www.sqlite.org/lang_altertable.html#otheralter).
export class Migration20261128100000 extends Migration {

  override async up(): Promise<void> {
    await this.widenChecks();
    await this.execute(`alter table \`purchase_item\` add column \`returned_quantity\` integer not null default 0;`);

    await this.execute(`create table \`returns_day_channel\` (\`day\` text not null, \`channel\` text check (\`channel\` in ('web', 'pos')) not null, \`quantity\` integer not null, \`amount_cents\` integer not null, \`tax_cents\` integer not null, \`restocked_cost_cents\` integer not null, \`returns\` integer not null, primary key (\`day\`, \`channel\`));`);

    await this.execute(`create table \`returns_day_product\` (\`day\` text not null, \`product_id\` integer not null, \`reason\` text check (\`reason\` in ('wrong_size', 'defective', 'changed_mind', 'other', 'cancellation')) not null, \`quantity\` integer not null, \`amount_cents\` integer not null, \`tax_cents\` integer not null, \`restocked_cost_cents\` integer not null, primary key (\`day\`, \`product_id\`, \`reason\`));`);

    await this.execute(`create table \`sale_return\` (\`id\` integer not null primary key autoincrement, \`purchase_id\` integer not null, \`kind\` text check (\`kind\` in ('return', 'cancellation')) not null, \`status\` text check (\`status\` in ('requested', 'received', 'refunded', 'rejected')) not null, \`channel\` text check (\`channel\` in ('web', 'pos')) not null, \`receipt\` integer not null, \`note\` text null, \`exchange_purchase_id\` integer null, \`balance_cents\` integer null, \`amount_tendered_cents\` integer null, \`created_by_id\` integer not null, \`received_by_id\` integer null, \`refunded_by_id\` integer null, \`approved_by_id\` integer null, \`created_at\` datetime not null, \`received_at\` datetime null, \`refunded_at\` datetime null, \`idempotency_key\` text null, \`key_fingerprint\` text null, constraint \`sale_return_purchase_id_foreign\` foreign key(\`purchase_id\`) references \`purchase\`(\`id\`) on update cascade, constraint \`sale_return_exchange_purchase_id_foreign\` foreign key(\`exchange_purchase_id\`) references \`purchase\`(\`id\`) on delete set null on update cascade, constraint \`sale_return_created_by_id_foreign\` foreign key(\`created_by_id\`) references \`user\`(\`id\`) on update cascade, constraint \`sale_return_received_by_id_foreign\` foreign key(\`received_by_id\`) references \`user\`(\`id\`) on delete set null on update cascade, constraint \`sale_return_refunded_by_id_foreign\` foreign key(\`refunded_by_id\`) references \`user\`(\`id\`) on delete set null on update cascade, constraint \`sale_return_approved_by_id_foreign\` foreign key(\`approved_by_id\`) references \`user\`(\`id\`) on delete set null on update cascade);`);
    await this.execute(`create index \`sale_return_purchase_id_index\` on \`sale_return\` (\`purchase_id\`);`);
    await this.execute(`create index \`sale_return_exchange_purchase_id_index\` on \`sale_return\` (\`exchange_purchase_id\`);`);
    await this.execute(`create index \`sale_return_created_by_id_index\` on \`sale_return\` (\`created_by_id\`);`);
    await this.execute(`create index \`sale_return_received_by_id_index\` on \`sale_return\` (\`received_by_id\`);`);
    await this.execute(`create index \`sale_return_refunded_by_id_index\` on \`sale_return\` (\`refunded_by_id\`);`);
    await this.execute(`create index \`sale_return_approved_by_id_index\` on \`sale_return\` (\`approved_by_id\`);`);
    await this.execute(`create index \`sale_return_refunded_at_index\` on \`sale_return\` (\`refunded_at\`);`);
    await this.execute(`create index \`sale_return_status_created_at_index\` on \`sale_return\` (\`status\`, \`created_at\`);`);
    await this.execute(`create index \`sale_return_created_at_id_index\` on \`sale_return\` (\`created_at\`, \`id\`);`);
    await this.execute(`create unique index \`sale_return_created_by_id_idempotency_key_unique\` on \`sale_return\` (\`created_by_id\`, \`idempotency_key\`);`);

    await this.execute(`create table \`return_refund\` (\`id\` integer not null primary key autoincrement, \`sale_return_id\` integer not null, \`method\` text check (\`method\` in ('cash', 'card')) not null, \`amount_cents\` integer not null, constraint \`return_refund_sale_return_id_foreign\` foreign key(\`sale_return_id\`) references \`sale_return\`(\`id\`) on delete cascade on update cascade);`);
    await this.execute(`create index \`return_refund_sale_return_id_index\` on \`return_refund\` (\`sale_return_id\`);`);

    await this.execute(`create table \`return_line\` (\`id\` integer not null primary key autoincrement, \`sale_return_id\` integer not null, \`purchase_item_id\` integer not null, \`product_id\` integer not null, \`quantity\` integer not null, \`reason\` text check (\`reason\` in ('wrong_size', 'defective', 'changed_mind', 'other')) null, \`note\` text null, \`disposition\` text check (\`disposition\` in ('restock', 'write_off')) null, \`total_cents\` integer not null, \`tax_cents\` integer not null, constraint \`return_line_sale_return_id_foreign\` foreign key(\`sale_return_id\`) references \`sale_return\`(\`id\`) on delete cascade on update cascade, constraint \`return_line_purchase_item_id_foreign\` foreign key(\`purchase_item_id\`) references \`purchase_item\`(\`id\`) on update cascade, constraint \`return_line_product_id_foreign\` foreign key(\`product_id\`) references \`product\`(\`id\`) on update cascade);`);
    await this.execute(`create index \`return_line_sale_return_id_index\` on \`return_line\` (\`sale_return_id\`);`);
    await this.execute(`create index \`return_line_purchase_item_id_index\` on \`return_line\` (\`purchase_item_id\`);`);
    await this.execute(`create index \`return_line_product_id_index\` on \`return_line\` (\`product_id\`);`);
  }

  /**
   * Rewrites each CHECK's text in `sqlite_master` and moves the schema version on, so every
   * connection (this one included) reads the new schema; `integrity_check` then proves it sound.
   */
  private async widenChecks(): Promise<void> {
    await this.execute('pragma writable_schema = on');
    for (const [table, from, to] of WIDENED) {
      const [row] = await this.execute(`select sql from sqlite_master where type = 'table' and name = ?`, [table]);
      const sql = String(row?.sql ?? '');
      if (sql.split(from).length !== 2) throw new Error(`${table}: its CHECK is not the one this migration widens`);
      await this.execute(`update sqlite_master set sql = ? where type = 'table' and name = ?`, [sql.replace(from, to), table]);
    }
    const [version] = await this.execute('pragma schema_version');
    await this.execute(`pragma schema_version = ${Number(version?.schema_version) + 1}`);
    await this.execute('pragma writable_schema = off');
    const [check] = await this.execute('pragma integrity_check');
    if (check?.integrity_check !== 'ok') throw new Error(`integrity_check: ${String(check?.integrity_check)}`);
  }

}
