import { Migration } from '@mikro-orm/migrations';

// Sales tax (docs/decisions/0089-tax-is-kept-on-each-line.md): the rates, each category's own
// rule, the tax each purchase and line was charged with the rate applied, and the daily tax
// rollup per rate. Purchases from before the columns were charged no tax: 0 and no rate.
export class Migration20261127113000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`sales_day_tax\` (\`day\` text not null, \`rate_name\` text not null, \`rate_thousandths\` integer not null, \`taxable_cents\` integer not null, \`tax_cents\` integer not null, primary key (\`day\`, \`rate_name\`, \`rate_thousandths\`));`);

    this.addSql(`create table \`tax_rate\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`percent_thousandths\` integer not null, \`is_default\` integer not null default false);`);
    this.addSql(`create unique index \`tax_rate_name_unique\` on \`tax_rate\` (\`name\`);`);

    this.addSql(`create table \`category_tax\` (\`category_id\` integer not null, \`rule\` text check (\`rule\` in ('exempt', 'rate')) not null, \`rate_id\` integer null, constraint \`category_tax_category_id_foreign\` foreign key(\`category_id\`) references \`category\`(\`id\`) on delete cascade on update cascade, constraint \`category_tax_rate_id_foreign\` foreign key(\`rate_id\`) references \`tax_rate\`(\`id\`) on delete set null on update cascade, primary key (\`category_id\`));`);
    this.addSql(`create index \`category_tax_rate_id_index\` on \`category_tax\` (\`rate_id\`);`);

    this.addSql(`alter table \`purchase\` add column \`tax_cents\` integer not null default 0;`);

    this.addSql(`alter table \`purchase_item\` add column \`tax_cents\` integer not null default 0;`);
    this.addSql(`alter table \`purchase_item\` add column \`tax_rate_thousandths\` integer not null default 0;`);
    this.addSql(`alter table \`purchase_item\` add column \`tax_rate_name\` text null;`);
  }

}
