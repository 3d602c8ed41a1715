import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import { User } from '../users/user.entity';
import { seedDemoData } from './seed/seed-demo-data';

/**
 * What every start does before serving: apply pending migrations, then seed the
 * demo shop only when the database is empty, so restarts never duplicate or wipe data.
 */
export async function prepareDatabase(
  orm: MikroORM,
  logger = new Logger('Database'),
): Promise<void> {
  const applied = await orm.getMigrator().up();
  if (applied.length > 0)
    logger.log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);

  const em = orm.em.fork();
  const isEmpty = (await em.count(User)) === 0 && (await em.count(Product)) === 0;
  if (!isEmpty) return;
  const seeded = await seedDemoData(em);
  logger.log(
    `Seeded demo data: ${seeded.users} users, ${seeded.products} products, ` +
      `${seeded.purchases} purchases, ${seeded.stockMovements} stock movements`,
  );
}
