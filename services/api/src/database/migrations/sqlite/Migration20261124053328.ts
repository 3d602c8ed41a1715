import { Migration } from '@mikro-orm/migrations';

// Issue 17: daily rollups of counted sales per day and channel and per day and product, and
// monthly per product, kept by reports/sales-rollups.ts in each sale's transaction. Existing
// purchases are summed into them at the next start (prepare-database.ts).

export class Migration20261124053328 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`sales_day_channel\` (\`day\` text not null, \`channel\` text check (\`channel\` in ('web', 'pos')) not null, \`orders\` integer not null, \`quantity\` integer not null, \`revenue_cents\` integer not null, \`cost_cents\` integer not null, primary key (\`day\`, \`channel\`));`);

    this.addSql(`create table \`sales_day_product\` (\`day\` text not null, \`product_id\` integer not null, \`orders\` integer not null, \`quantity\` integer not null, \`revenue_cents\` integer not null, \`cost_cents\` integer not null, primary key (\`day\`, \`product_id\`));`);

    this.addSql(`create table \`sales_month_product\` (\`month\` text not null, \`product_id\` integer not null, \`orders\` integer not null, \`quantity\` integer not null, \`revenue_cents\` integer not null, \`cost_cents\` integer not null, primary key (\`month\`, \`product_id\`));`);
  }

}
