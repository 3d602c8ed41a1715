import type { EntityManager } from '@mikro-orm/core';
import { Category } from '../../catalog/category.entity';
import { openStock } from '../../inventory/stock-ledger-records';
import { refreshEveryStyleSummary } from '../../inventory/stock-ledger-styles';
import { Supplier } from '../../suppliers/supplier.entity';
import { hashPassword } from '../../users/password';
import { User } from '../../users/user.entity';
import { buildDemoAddresses } from './demo-addresses';
import { DEMO_CATEGORIES, type DemoCategory } from './demo-catalogue';
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from './demo-people';
import { assignPreferredSuppliers } from './demo-preferred-suppliers';
import { buildDemoProducts } from './demo-products';
import { demoDrawerDay, seedDemoDrawers } from './demo-drawers';
import { buildDemoPurchases } from './demo-purchases';
import { buildDemoReturns, returnLedger } from './demo-returns';
import { buildDemoTenders } from './demo-tenders';
import { buildStockOpenings } from './demo-stock-ledger';
import { SeededRandom } from './random';

/** Fixed, so every fresh database gets the same shop. */
const DEMO_SEED = 20_240_601;

export interface SeedSummary {
  users: number;
  products: number;
  purchases: number;
  returns: number;
  stockMovements: number;
  drawerSessions: number;
}

/**
 * Fills an empty database with the demo shop in one transaction: a failed seed
 * leaves nothing behind, so the next start simply tries again. `timeZone` is the shop's, which
 * decides the demo drawer's day.
 */
export async function seedDemoData(
  em: EntityManager,
  now = new Date(),
  timeZone = 'UTC',
): Promise<SeedSummary> {
  const random = new SeededRandom(DEMO_SEED);
  const users = await buildDemoUsers();
  return em.transactional(async (tx) => {
    const categories = new Map<DemoCategory, Category>(
      DEMO_CATEGORIES.map((name) => [name, new Category(name)]),
    );
    const products = buildDemoProducts(random, categories, now);
    const suppliers = DEMO_SUPPLIERS.map(({ isActive, ...data }) => {
      const supplier = new Supplier(data);
      supplier.isActive = isActive ?? true;
      return supplier;
    });
    assignPreferredSuppliers(products, suppliers);
    const cashier = users.find((user) => user.role === 'staff')!;
    const purchases = buildDemoPurchases(random, {
      customers: users.filter((user) => user.role === 'customer'),
      cashier,
      products: products.map(({ product }) => product),
      now,
    });
    tx.persist([
      ...users,
      ...categories.values(),
      ...products.map(({ product }) => product),
      ...suppliers,
    ]);
    tx.persist(purchases.map(({ purchase }) => purchase));
    await tx.flush();
    // The customers' saved addresses and where each web order went.
    tx.persist(
      buildDemoAddresses(
        users.filter((user) => user.role === 'customer'),
        purchases.map(({ purchase }) => purchase),
        now,
      ),
    );
    // Returns name their purchases and lines, and the stock history names the returns.
    const sold = purchases.map(({ purchase }) => purchase);
    // The closed demo drawer day, which the returns at the till are taken in.
    const drawerDay = demoDrawerDay(sold, now, timeZone);
    // How each till sale was paid, one of the closed day's split cash and card; the returns
    // refund to those parts.
    const paid = buildDemoTenders(sold, drawerDay);
    tx.persist(paid.tenders);
    const returns = buildDemoReturns(purchases, cashier, now, drawerDay, paid.byPurchase);
    tx.persist(
      returns.flatMap(({ saleReturn, lines, refunds }) => [saleReturn, ...lines, ...refunds]),
    );
    await tx.flush();

    // Through the stock ledger, like every other stock write.
    const openings = buildStockOpenings(random, products, purchases, now, returnLedger(returns));
    await openStock(tx, openings);
    await refreshEveryStyleSummary(tx);
    // Last, so the draws above stay as they were.
    const drawerSessions = await seedDemoDrawers(tx, {
      now,
      timeZone,
      cashier,
      purchases: sold,
      tillReturns: returns
        .map(({ saleReturn }) => saleReturn)
        .filter((saleReturn) => saleReturn.channel === 'pos'),
    });
    return {
      drawerSessions,
      users: users.length,
      products: products.length,
      purchases: purchases.length,
      returns: returns.length,
      stockMovements: openings.reduce((sum, opening) => sum + (opening.movements?.length ?? 0), 0),
    };
  });
}

/** Hashes each distinct demo password once: argon2 is deliberately slow. */
async function buildDemoUsers(): Promise<User[]> {
  const hashes = new Map<string, Promise<string>>();
  for (const { password } of DEMO_ACCOUNTS)
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, pin, ...account }) => {
      const user = new User({ ...account, passwordHash: await hashes.get(password)! });
      if (pin) user.pinHash = await hashPassword(pin);
      return user;
    }),
  );
}
