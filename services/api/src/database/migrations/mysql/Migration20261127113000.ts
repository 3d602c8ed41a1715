import { Migration } from '@mikro-orm/migrations';

// Sales tax (docs/decisions/0089-tax-is-kept-on-each-line.md): the rates, each category's own
// rule, the tax each purchase and line was charged with the rate applied, and the daily tax
// rollup per rate. Purchases from before the columns were charged no tax: 0 and no rate.
export class Migration20261127113000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`sales_day_tax\` (\`day\` varchar(10) not null, \`rate_name\` varchar(60) not null, \`rate_thousandths\` int unsigned not null, \`taxable_cents\` int not null, \`tax_cents\` int not null, primary key (\`day\`, \`rate_name\`, \`rate_thousandths\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`tax_rate\` (\`id\` int unsigned not null auto_increment primary key, \`name\` varchar(60) not null, \`percent_thousandths\` int not null, \`is_default\` tinyint(1) not null default false) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`tax_rate\` add unique \`tax_rate_name_unique\`(\`name\`);`);

    this.addSql(`create table \`category_tax\` (\`category_id\` int unsigned not null, \`rule\` enum('exempt', 'rate') not null, \`rate_id\` int unsigned null, primary key (\`category_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`category_tax\` add index \`category_tax_rate_id_index\`(\`rate_id\`);`);

    this.addSql(`alter table \`category_tax\` add constraint \`category_tax_category_id_foreign\` foreign key (\`category_id\`) references \`category\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`category_tax\` add constraint \`category_tax_rate_id_foreign\` foreign key (\`rate_id\`) references \`tax_rate\` (\`id\`) on update cascade on delete set null;`);

    this.addSql(`alter table \`purchase\` add \`tax_cents\` int not null default 0;`);

    this.addSql(`alter table \`purchase_item\` add \`tax_cents\` int not null default 0, add \`tax_rate_thousandths\` int not null default 0, add \`tax_rate_name\` varchar(60) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`category_tax\` drop foreign key \`category_tax_rate_id_foreign\`;`);

    this.addSql(`drop table if exists \`sales_day_tax\`;`);

    this.addSql(`drop table if exists \`tax_rate\`;`);

    this.addSql(`drop table if exists \`category_tax\`;`);

    this.addSql(`alter table \`purchase\` drop column \`tax_cents\`;`);

    this.addSql(`alter table \`purchase_item\` drop column \`tax_cents\`, drop column \`tax_rate_thousandths\`, drop column \`tax_rate_name\`;`);
  }

}
