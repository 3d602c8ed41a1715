import { Migration } from '@mikro-orm/migrations';

// Staff accounts and permissions (docs/decisions/0087-permissions-per-role-with-approvals.md): the
// staff role's permission set, seeded with the defaults of a new shop (DEFAULT_STAFF_PERMISSIONS in
// libs/contracts/src/permissions.ts), and a user's temporary-password flag, approval PIN and last
// sign-in.

export class Migration20261127111000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`role_permission_set\` (\`role\` text not null, \`permissions\` text not null, \`discount_limit_percent\` integer not null, primary key (\`role\`));`);
    this.addSql(`insert into \`role_permission_set\` (\`role\`, \`permissions\`, \`discount_limit_percent\`) values ('staff', 'sell,receive_stock,take_returns,give_discounts', 10);`);

    this.addSql(`alter table \`user\` add column \`must_change_password\` integer not null default false;`);
    this.addSql(`alter table \`user\` add column \`pin_hash\` text null;`);
    this.addSql(`alter table \`user\` add column \`last_sign_in_at\` datetime null;`);
  }

}
