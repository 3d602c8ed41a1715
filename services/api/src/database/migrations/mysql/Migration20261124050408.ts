import { Migration } from '@mikro-orm/migrations';

// Issue 16: purchases record their channel (web or point of sale), the till's customer details
// and cash tendered; Idempotency-Key rows (unique per user and key) make a repeated sale one
// sale; stock movements are indexed by reason for the dashboard's recent activity.

export class Migration20261124050408 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`idempotency_key\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`idempotency_key\` varchar(255) not null, \`fingerprint\` varchar(64) not null, \`purchase_id\` int unsigned not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`idempotency_key\` add index \`idempotency_key_user_id_index\`(\`user_id\`);`);
    this.addSql(`alter table \`idempotency_key\` add index \`idempotency_key_purchase_id_index\`(\`purchase_id\`);`);
    this.addSql(`alter table \`idempotency_key\` add unique \`idempotency_key_user_id_idempotency_key_unique\`(\`user_id\`, \`idempotency_key\`);`);

    this.addSql(`alter table \`idempotency_key\` add constraint \`idempotency_key_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`idempotency_key\` add constraint \`idempotency_key_purchase_id_foreign\` foreign key (\`purchase_id\`) references \`purchase\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`stock_movement\` add index \`stock_movement_reason_created_at_index\`(\`reason\`, \`created_at\`);`);

    this.addSql(`alter table \`purchase\` add \`channel\` enum('web', 'pos') not null default 'web', add \`customer_name\` varchar(100) null, add \`customer_email\` varchar(254) null, add \`customer_phone\` varchar(20) null, add \`amount_tendered_cents\` int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`idempotency_key\`;`);

    this.addSql(`alter table \`stock_movement\` drop index \`stock_movement_reason_created_at_index\`;`);

    this.addSql(`alter table \`purchase\` drop column \`channel\`, drop column \`customer_name\`, drop column \`customer_email\`, drop column \`customer_phone\`, drop column \`amount_tendered_cents\`;`);
  }

}
