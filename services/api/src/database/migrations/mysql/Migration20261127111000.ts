import { Migration } from '@mikro-orm/migrations';

// Staff accounts and permissions (docs/decisions/0087-permissions-per-role-with-approvals.md): the
// staff role's permission set, seeded with the defaults of a new shop (DEFAULT_STAFF_PERMISSIONS in
// libs/contracts/src/permissions.ts), and a user's temporary-password flag, approval PIN and last
// sign-in.

export class Migration20261127111000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`role_permission_set\` (\`role\` varchar(20) not null, \`permissions\` varchar(500) not null, \`discount_limit_percent\` int not null, primary key (\`role\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`insert into \`role_permission_set\` (\`role\`, \`permissions\`, \`discount_limit_percent\`) values ('staff', 'sell,receive_stock,take_returns,give_discounts', 10);`);

    this.addSql(`alter table \`user\` add \`must_change_password\` tinyint(1) not null default false, add \`pin_hash\` varchar(255) null, add \`last_sign_in_at\` datetime null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`role_permission_set\`;`);

    this.addSql(`alter table \`user\` drop column \`must_change_password\`, drop column \`pin_hash\`, drop column \`last_sign_in_at\`;`);
  }

}
