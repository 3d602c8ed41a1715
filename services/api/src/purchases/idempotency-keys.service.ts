import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable } from '@nestjs/common';
import { IDEMPOTENCY_KEY_REUSED, type Purchase as PurchaseBody } from '@shop/contracts';
import { tokenRefused } from '../auth/token-bearer';
import { loadShippingAddress } from '../addresses/purchase-addresses';
import { loadPurchaseReturns } from '../returns/purchase-returns';
import { IdempotencyKey } from './idempotency-key.entity';
import { keyCutoff, type KeyedRequest } from './idempotency';
import { toPurchaseBody } from './purchase.mapper';
import { loadTenders } from './purchase-tenders';
import { Purchase } from './purchase.entity';
import { FULL_PURCHASE } from './purchases.service';

/**
 * The reading side of `Idempotency-Key` (docs/decisions/0032-a-sale-is-recorded-once.md): finds the
 * purchase a key already made and answers with it. Only keyed requests come here, so it uses the
 * ORM; the checkout writes the key in the purchase's own transaction (checkout.service.ts).
 */
@Injectable()
export class IdempotencyKeysService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The purchase this user's key made within the last 24 hours, or null. A key older than
   * that is deleted here, so the unique index lets the new purchase take it.
   */
  async earlierPurchase(
    userId: number,
    keyed: KeyedRequest,
    now = new Date(),
  ): Promise<PurchaseBody | null> {
    const em = this.em.fork();
    const row = await em.findOne(IdempotencyKey, { user: userId, idempotencyKey: keyed.key });
    if (!row) return null;
    if (row.createdAt < keyCutoff(now)) {
      await em.nativeDelete(IdempotencyKey, { id: row.id });
      return null;
    }
    if (row.fingerprint !== keyed.fingerprint) throw new ConflictException(IDEMPOTENCY_KEY_REUSED);
    const purchase = await em.findOneOrFail(Purchase, { id: row.purchase.id }, FULL_PURCHASE);
    // The route reads the account itself (@ChecksAccountItself): a deactivated buyer gets
    // the same 401 a new purchase would, not the old sale.
    if (!purchase.user.isActive) throw tokenRefused();
    const returns = (await loadPurchaseReturns(em, [purchase])).get(purchase.id);
    const tenders = (await loadTenders(em, [purchase.id])).get(purchase.id);
    return toPurchaseBody(purchase, returns, await loadShippingAddress(em, purchase.id), tenders);
  }
}
