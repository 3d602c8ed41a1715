import { Migration } from '@mikro-orm/migrations';

// The orders desk's counts kept by the database (docs/decisions/0121-the-orders-desk-counts-kept-by-the-database.md,
// docs/performance.md#the-orders-desk-at-a-million-purchases): purchases per status, payment
// status, channel, cashier and slot, summed once from the purchases, then kept by triggers on
// every insert, change and delete of a purchase. Like the SQLite migration of the same name.
const KIND_OF = (row: 'new' | 'old') =>
  `${row}.status, ${row}.payment_status, ${row}.channel, coalesce(${row}.cashier_id, 0), ${row}.id % 16`;
const ADD_ONE =
  'insert into `purchase_count` (`status`, `payment_status`, `channel`, `cashier_id`, `slot`, `purchases`)' +
  ` values (${KIND_OF('new')}, 1) on duplicate key update \`purchases\` = \`purchases\` + 1`;
const TAKE_ONE =
  'update `purchase_count` set `purchases` = `purchases` - 1 where `status` = old.status' +
  ' and `payment_status` = old.payment_status and `channel` = old.channel' +
  ' and `cashier_id` = coalesce(old.cashier_id, 0) and `slot` = old.id % 16';

export class Migration20261201120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`purchase_count\` (\`status\` enum('pending', 'processing', 'completed', 'cancelled') not null, \`payment_status\` enum('pending', 'paid', 'completed', 'failed', 'refunded', 'partially_refunded', 'awaiting_payment') not null, \`channel\` enum('web', 'pos') not null, \`cashier_id\` int unsigned not null, \`slot\` int unsigned not null, \`purchases\` int not null, primary key (\`status\`, \`payment_status\`, \`channel\`, \`cashier_id\`, \`slot\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`insert into \`purchase_count\` (\`status\`, \`payment_status\`, \`channel\`, \`cashier_id\`, \`slot\`, \`purchases\`) select \`status\`, \`payment_status\`, \`channel\`, coalesce(\`cashier_id\`, 0), \`id\` % 16, count(*) from \`purchase\` group by 1, 2, 3, 4, 5;`);
    this.addSql(`create trigger \`purchase_count_insert\` after insert on \`purchase\` for each row ${ADD_ONE};`);
    this.addSql(`create trigger \`purchase_count_delete\` after delete on \`purchase\` for each row ${TAKE_ONE};`);
    this.addSql(
      'create trigger `purchase_count_update` after update on `purchase` for each row' +
        ' if not (old.status <=> new.status and old.payment_status <=> new.payment_status' +
        ' and old.channel <=> new.channel and old.cashier_id <=> new.cashier_id) then' +
        ` ${TAKE_ONE}; ${ADD_ONE}; end if;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists `purchase_count_update`;');
    this.addSql('drop trigger if exists `purchase_count_delete`;');
    this.addSql('drop trigger if exists `purchase_count_insert`;');
    this.addSql('drop table if exists `purchase_count`;');
  }

}
