import { EntityManager } from '@mikro-orm/core';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ProductListCache } from '../catalog/product-list.cache';
import { Purchase } from '../purchases/purchase.entity';
import { FULL_PURCHASE } from '../purchases/purchases.service';
import { CardHolds, systemActor } from './card-holds';

/** How often unpaid card orders are looked at, and how many at most each time. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 100;

/**
 * Gives back the stock of card orders not paid within the store's card hold
 * (docs/product/cart-and-checkout.md#paying-by-card). Every API instance sweeps; the query is one
 * range read of the (payment_status, payment_due_at) index, and the conditional update in
 * CardHolds.release decides which instance releases an order, so two never both do.
 */
@Injectable()
export class CardHoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('CardHolds');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly holds: CardHolds,
    private readonly lists: ProductListCache,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.log.error('Sweeping card holds failed', error));
    }, SWEEP_EVERY_MS);
    // A pending sweep never keeps the process alive.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Releases the card orders whose hold has run out; answers how many this instance released. */
  async sweep(): Promise<number> {
    const expired = await this.em
      .fork()
      .find(
        Purchase,
        { paymentStatus: 'awaiting_payment', paymentDueAt: { $lt: new Date() } },
        { ...FULL_PURCHASE, orderBy: { paymentDueAt: 'asc' }, limit: SWEEP_BATCH },
      );
    let released = 0;
    for (const purchase of expired) {
      const reason = 'the time to pay ran out';
      if (
        await this.holds.release(purchase, { reason, onlyIfExpired: true }, systemActor('system'))
      )
        released++;
    }
    if (released) {
      // Stock came back outside a request, so no @ChangesCatalogue() route clears the lists.
      await this.lists.changed();
      this.log.log(`Released ${released} unpaid card order(s)`);
    }
    return released;
  }
}
