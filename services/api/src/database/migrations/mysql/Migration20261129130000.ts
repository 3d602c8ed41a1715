import { Migration } from '@mikro-orm/migrations';

// Held sales (docs/decisions/0110-held-sales.md): a till's cart parked with a note, for 24 hours;
// like the SQLite migration of the same name.
export class Migration20261129130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`held_sale\` (\`id\` int unsigned not null auto_increment primary key, \`register_id\` int unsigned not null, \`held_by_id\` int unsigned not null, \`customer_id\` int unsigned null, \`note\` varchar(200) not null, \`items\` text not null, \`held_at\` datetime not null, \`expires_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`held_sale\` add index \`held_sale_register_id_index\`(\`register_id\`);`);
    this.addSql(`alter table \`held_sale\` add index \`held_sale_held_by_id_index\`(\`held_by_id\`);`);
    this.addSql(`alter table \`held_sale\` add index \`held_sale_customer_id_index\`(\`customer_id\`);`);
    this.addSql(`alter table \`held_sale\` add index \`held_sale_expires_at_index\`(\`expires_at\`);`);
    this.addSql(`alter table \`held_sale\` add constraint \`held_sale_register_id_foreign\` foreign key (\`register_id\`) references \`register\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`held_sale\` add constraint \`held_sale_held_by_id_foreign\` foreign key (\`held_by_id\`) references \`user\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`held_sale\` add constraint \`held_sale_customer_id_foreign\` foreign key (\`customer_id\`) references \`user\` (\`id\`) on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`held_sale\`;`);
  }

}
