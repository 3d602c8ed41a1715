import { ConflictException } from '@nestjs/common';
import { hasRole, type PaymentMethod, type Role } from '@shop/contracts';

/**
 * What one customer's web orders may hold
 * (docs/product/roles-and-rules.md#business-constants-and-limits,
 * docs/decisions/0064-web-orders-cannot-hoard-stock.md), so nobody can tie up a product's whole
 * stock with orders they never pay for. Ten pieces of one product is more than any one person wears
 * and still a team's kit; three cash-on-delivery orders waiting at once is plenty for a household.
 * Staff at the till sell without these limits, and a staff account's web order opens completed and
 * paid (purchase-status.ts), so neither holds stock unpaid.
 */
export const WEB_ORDER_LIMITS = { piecesPerProduct: 10, openUnpaidOrders: 3 } as const;

/** The checkout applies the limits to a customer's web order only. */
export const limitedOrder = (role: Role, channel: 'web' | 'pos'): boolean =>
  channel === 'web' && !hasRole(role, 'staff');

/** 409 naming the limit when one product's pieces exceed it. */
export function assertPiecesWithinLimit(lines: { name: string; quantity: number }[]): void {
  const over = lines.find((line) => line.quantity > WEB_ORDER_LIMITS.piecesPerProduct);
  if (over)
    throw new ConflictException(
      `An online order may hold at most ${WEB_ORDER_LIMITS.piecesPerProduct} pieces of one` +
        ` product; this one has ${over.quantity} of ${over.name}`,
    );
}

/**
 * 409 naming the limit when the buyer already has as many unpaid orders of the method open as
 * allowed: cash on delivery, or card orders awaiting the provider
 * (docs/product/cart-and-checkout.md#paying-by-card).
 */
export function assertOpenUnpaidWithinLimit(openUnpaid: number, method: PaymentMethod): void {
  if (openUnpaid < WEB_ORDER_LIMITS.openUnpaidOrders) return;
  if (method === 'card')
    throw new ConflictException(
      `You may have at most ${WEB_ORDER_LIMITS.openUnpaidOrders} card orders waiting for payment` +
        ' at a time; pay for one, or cancel one, before ordering again',
    );
  throw new ConflictException(
    `You may have at most ${WEB_ORDER_LIMITS.openUnpaidOrders} unpaid cash-on-delivery orders` +
      ' open at a time; pay by card, or wait until one is delivered or cancel one, before' +
      ' ordering again',
  );
}
