import { Logger } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import { rebuildSalesRollups } from '../reports/sales-rollups-check';
import { STORE_SETTINGS_ID, StoreSettings } from '../shop/store-settings.entity';
import { User } from '../users/user.entity';
import { demoStoreSettings } from './seed/demo-store-settings';
import { seedDemoData } from './seed/seed-demo-data';

/**
 * The migrations after which the sales rollups are summed again: those that create them (issue 17),
 * one per dialect, and the one that keeps each line's share of the order's discount (the tax
 * rollup's taxable sales are after it: docs/decisions/0115-order-discount-shares-and-per-owner-limits.md).
 */
const ROLLUP_MIGRATIONS = [
  'Migration20261124053328',
  'Migration20261124053330',
  'Migration20261130120000',
];

/**
 * What every start does before serving: apply pending migrations, then seed the
 * demo shop only when the database is empty, so restarts never duplicate or wipe data.
 * The sales rollups are summed from the purchases when they are new (just created by
 * their migration, or the demo purchases just seeded), in the shop's calendar. The store
 * settings' row is made when missing, in `seedTimeZone` (SHOP_TIME_ZONE): after that the
 * setting, not the environment, is the shop's zone (docs/product/settings.md#time-zone).
 * Answers the shop's time zone and whether the demo shop was just seeded.
 */
export async function prepareDatabase(
  orm: MikroORM,
  seedTimeZone: string,
  logger = new Logger('Database'),
): Promise<{ timeZone: string; seeded: boolean }> {
  const applied = await orm.getMigrator().up();
  if (applied.length > 0)
    logger.log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
  let rollupsNew = applied.some((m) => ROLLUP_MIGRATIONS.some((name) => m.name.startsWith(name)));

  const em = orm.em.fork();
  const timeZone = await storedTimeZone(em, seedTimeZone, logger);
  const isEmpty = (await em.count(User)) === 0 && (await em.count(Product)) === 0;
  if (isEmpty) {
    const seeded = await seedDemoData(em, new Date(), timeZone);
    logger.log(
      `Seeded demo data: ${seeded.users} users, ${seeded.products} products, ` +
        `${seeded.purchases} purchases, ${seeded.returns} returns, ` +
        `${seeded.stockMovements} stock movements, ${seeded.drawerSessions} closed drawer session(s)`,
    );
    rollupsNew = true;
  }
  if (rollupsNew) {
    const rows = await rebuildSalesRollups(orm.em, timeZone);
    logger.log(`Summed the sales rollups in ${timeZone}: ${rows} rows`);
  }
  return { timeZone, seeded: isEmpty };
}

async function storedTimeZone(
  em: EntityManager,
  seedTimeZone: string,
  logger: Logger,
): Promise<string> {
  const stored = await em.findOne(StoreSettings, STORE_SETTINGS_ID);
  if (stored) return stored.timeZone;
  await em.persist(new StoreSettings(demoStoreSettings(seedTimeZone))).flush();
  logger.log(`Made the store settings, in the time zone ${seedTimeZone}`);
  return seedTimeZone;
}
