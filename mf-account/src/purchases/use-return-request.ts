import type { Purchase } from '@shop/contracts';
import { selectUser, useAppSelector, useReturnsWindowDays } from '@shop/shop-state';
import { shopDay, shopDaysBetween, useShopDates } from '@shop/ui';

/** Units of each line the customer may still ask to return: sold minus returned or asked back. */
export function remainingUnits(purchase: Purchase, itemId: number, sold: number): number {
  return Math.max(0, sold - (purchase.returned_quantities?.[itemId] ?? 0));
}

/**
 * Whether the signed-in customer may ask to return some of `purchase`
 * (docs/product/account.md#returns): their own web order, not cancelled, something left to
 * return, and within the shop's returns window counted in the shop's days from the order's day.
 * The server checks the same again. Also the last day to ask, for the screen to say.
 */
export function useReturnRequest(purchase: Purchase) {
  const user = useAppSelector(selectUser);
  const windowDays = useReturnsWindowDays();
  const { timeZone, today } = useShopDates();
  const age = shopDaysBetween(shopDay(timeZone, purchase.created_at), today());
  const somethingLeft = purchase.items.some(
    (item) => remainingUnits(purchase, item.id, item.quantity) > 0,
  );
  const allowed =
    user?.id === purchase.user.id &&
    purchase.channel === 'web' &&
    purchase.status !== 'cancelled' &&
    somethingLeft &&
    age <= windowDays;
  return { allowed, daysLeft: windowDays - age };
}
