import type { PurchaseFulfilmentFields } from '@shop/contracts';
import type { User } from '../../users/user.entity';
import type { Purchase } from '../purchase.entity';

/** What an answer shows of a purchase's fulfilment; the checkout's fresh rows have none yet. */
export type FulfilmentView = Partial<
  Pick<
    Purchase,
    'fulfilmentStatus' | 'carrier' | 'trackingNumber' | 'shippedAt' | 'deliveredAt'
  > & {
    shippedBy: Pick<User, 'id' | 'username'> | null;
    deliveredBy: Pick<User, 'id' | 'username'> | null;
  }
> &
  Pick<Purchase, 'channel'>;

const actor = (user: Pick<User, 'id' | 'username'> | null | undefined) =>
  user ? { id: user.id, username: user.username } : null;

/**
 * The fulfilment fields of a purchase answer (docs/product/api.md#fulfilment); a till sale is
 * handed over at the counter and has none.
 */
export function toFulfilmentFields(purchase: FulfilmentView): PurchaseFulfilmentFields {
  return {
    fulfilment_status:
      purchase.channel === 'web' ? (purchase.fulfilmentStatus ?? 'unshipped') : null,
    carrier: purchase.carrier ?? null,
    tracking_number: purchase.trackingNumber ?? null,
    shipped_at: purchase.shippedAt?.toISOString() ?? null,
    delivered_at: purchase.deliveredAt?.toISOString() ?? null,
    shipped_by: actor(purchase.shippedBy),
    delivered_by: actor(purchase.deliveredBy),
  };
}
