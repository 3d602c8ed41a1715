import { Migration } from '@mikro-orm/migrations';

// Issue 16: purchases record their channel (web or point of sale), the till's customer details
// and cash tendered; Idempotency-Key rows (unique per user and key) make a repeated sale one
// sale; stock movements are indexed by reason for the dashboard's recent activity.

export class Migration20261124050406 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`idempotency_key\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`idempotency_key\` text not null, \`fingerprint\` text not null, \`purchase_id\` integer not null, \`created_at\` datetime not null, constraint \`idempotency_key_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade, constraint \`idempotency_key_purchase_id_foreign\` foreign key(\`purchase_id\`) references \`purchase\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`idempotency_key_user_id_index\` on \`idempotency_key\` (\`user_id\`);`);
    this.addSql(`create index \`idempotency_key_purchase_id_index\` on \`idempotency_key\` (\`purchase_id\`);`);
    this.addSql(`create unique index \`idempotency_key_user_id_idempotency_key_unique\` on \`idempotency_key\` (\`user_id\`, \`idempotency_key\`);`);

    this.addSql(`create index \`stock_movement_reason_created_at_index\` on \`stock_movement\` (\`reason\`, \`created_at\`);`);

    this.addSql(`alter table \`purchase\` add column \`channel\` text check (\`channel\` in ('web', 'pos')) not null default 'web';`);
    this.addSql(`alter table \`purchase\` add column \`customer_name\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`customer_email\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`customer_phone\` text null;`);
    this.addSql(`alter table \`purchase\` add column \`amount_tendered_cents\` integer null;`);
  }

}
