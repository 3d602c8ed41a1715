import { Migration } from '@mikro-orm/migrations';

// Held sales (docs/decisions/0110-held-sales.md): a till's cart parked with a note, for 24 hours;
// like the MySQL migration of the same name.
export class Migration20261129130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`held_sale\` (\`id\` integer not null primary key autoincrement, \`register_id\` integer not null, \`held_by_id\` integer not null, \`customer_id\` integer null, \`note\` text not null, \`items\` text not null, \`held_at\` datetime not null, \`expires_at\` datetime not null, constraint \`held_sale_register_id_foreign\` foreign key(\`register_id\`) references \`register\`(\`id\`) on update cascade, constraint \`held_sale_held_by_id_foreign\` foreign key(\`held_by_id\`) references \`user\`(\`id\`) on update cascade, constraint \`held_sale_customer_id_foreign\` foreign key(\`customer_id\`) references \`user\`(\`id\`) on delete set null on update cascade);`);
    this.addSql(`create index \`held_sale_register_id_index\` on \`held_sale\` (\`register_id\`);`);
    this.addSql(`create index \`held_sale_held_by_id_index\` on \`held_sale\` (\`held_by_id\`);`);
    this.addSql(`create index \`held_sale_customer_id_index\` on \`held_sale\` (\`customer_id\`);`);
    this.addSql(`create index \`held_sale_expires_at_index\` on \`held_sale\` (\`expires_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`held_sale\`;`);
  }

}
