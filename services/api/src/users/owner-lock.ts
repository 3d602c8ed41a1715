import { raw, type EntityManager } from '@mikro-orm/core';
import type { Role } from '@shop/contracts';
import { User } from './user.entity';

/**
 * Takes the row lock of the account that owns what a limit counts (a customer's saved addresses,
 * their uses of a discount code), by writing its row unchanged, as `lockPurchase` does for a
 * purchase (returns/return-writer.ts). On MySQL the lock is held to the commit, so two requests of
 * one owner counting the same limit queue here and the second counts what the first wrote; SQLite
 * runs one writer at a time anyway. Take it **first in the transaction**: on MySQL an earlier plain
 * read would fix the transaction's snapshot before the lock, and the count after it would not see
 * the rows the first request committed
 * (docs/decisions/0115-order-discount-shares-and-per-owner-limits.md). The checkout takes the same
 * lock in its own words (`lockOwner`, purchases/checkout-statements.ts).
 */
export async function lockOwnerRow(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(User, { id: userId }, { role: raw<User, Role>('role') });
}
