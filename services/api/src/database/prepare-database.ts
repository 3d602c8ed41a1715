import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import { rebuildSalesRollups } from '../reports/sales-rollups-check';
import { User } from '../users/user.entity';
import { seedDemoData } from './seed/seed-demo-data';

/** The migrations that create the sales rollups (issue 17), one per dialect. */
const ROLLUP_MIGRATIONS = ['Migration20261124053328', 'Migration20261124053330'];

/**
 * What every start does before serving: apply pending migrations, then seed the
 * demo shop only when the database is empty, so restarts never duplicate or wipe data.
 * The sales rollups are summed from the purchases when they are new (just created by
 * their migration, or the demo purchases just seeded), in the shop's calendar `timeZone`.
 * Answers whether the demo shop was just seeded.
 */
export async function prepareDatabase(
  orm: MikroORM,
  timeZone: string,
  logger = new Logger('Database'),
): Promise<boolean> {
  const applied = await orm.getMigrator().up();
  if (applied.length > 0)
    logger.log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
  let rollupsNew = applied.some((m) => ROLLUP_MIGRATIONS.some((name) => m.name.startsWith(name)));

  const em = orm.em.fork();
  const isEmpty = (await em.count(User)) === 0 && (await em.count(Product)) === 0;
  if (isEmpty) {
    const seeded = await seedDemoData(em);
    logger.log(
      `Seeded demo data: ${seeded.users} users, ${seeded.products} products, ` +
        `${seeded.purchases} purchases, ${seeded.stockMovements} stock movements`,
    );
    rollupsNew = true;
  }
  if (rollupsNew) {
    const rows = await rebuildSalesRollups(orm.em, timeZone);
    logger.log(`Summed the sales rollups in ${timeZone}: ${rows} rows`);
  }
  return isEmpty;
}
