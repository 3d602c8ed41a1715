import { Migration } from '@mikro-orm/migrations';

// Issue 15: supplier names unique whatever the case (normalized_name, filled from the names
// already there), and products' optional preferred supplier.
export class Migration20261124041356 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`supplier\` add \`normalized_name\` varchar(200) not null;`);
    this.addSql(`update \`supplier\` set \`normalized_name\` = lower(trim(\`name\`));`);
    this.addSql(`alter table \`supplier\` add unique \`supplier_normalized_name_unique\`(\`normalized_name\`);`);
    this.addSql(`alter table \`supplier\` add index \`supplier_created_at_id_index\`(\`created_at\`, \`id\`);`);

    this.addSql(`alter table \`product\` add \`supplier_id\` int unsigned null;`);
    this.addSql(`alter table \`product\` add constraint \`product_supplier_id_foreign\` foreign key (\`supplier_id\`) references \`supplier\` (\`id\`) on update cascade on delete set null;`);
    this.addSql(`alter table \`product\` add index \`product_supplier_id_index\`(\`supplier_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`product\` drop foreign key \`product_supplier_id_foreign\`;`);

    this.addSql(`alter table \`product\` drop index \`product_supplier_id_index\`;`);
    this.addSql(`alter table \`product\` drop column \`supplier_id\`;`);

    this.addSql(`alter table \`supplier\` drop index \`supplier_normalized_name_unique\`;`);
    this.addSql(`alter table \`supplier\` drop index \`supplier_created_at_id_index\`;`);
    this.addSql(`alter table \`supplier\` drop column \`normalized_name\`;`);
  }

}
