import { Migration } from '@mikro-orm/migrations';

// Issue 17: daily rollups of counted sales per day and channel and per day and product, and
// monthly per product, kept by reports/sales-rollups.ts in each sale's transaction. Existing
// purchases are summed into them at the next start (prepare-database.ts).

export class Migration20261124053330 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`sales_day_channel\` (\`day\` varchar(10) not null, \`channel\` enum('web', 'pos') not null, \`orders\` int not null, \`quantity\` int not null, \`revenue_cents\` int not null, \`cost_cents\` int not null, primary key (\`day\`, \`channel\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`sales_day_product\` (\`day\` varchar(10) not null, \`product_id\` int unsigned not null, \`orders\` int not null, \`quantity\` int not null, \`revenue_cents\` int not null, \`cost_cents\` int not null, primary key (\`day\`, \`product_id\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`create table \`sales_month_product\` (\`month\` varchar(7) not null, \`product_id\` int unsigned not null, \`orders\` int not null, \`quantity\` int not null, \`revenue_cents\` int not null, \`cost_cents\` int not null, primary key (\`month\`, \`product_id\`)) default character set utf8mb4 engine = InnoDB;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`sales_day_channel\`;`);

    this.addSql(`drop table if exists \`sales_day_product\`;`);

    this.addSql(`drop table if exists \`sales_month_product\`;`);
  }

}
