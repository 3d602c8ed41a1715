import { useCallback, useRef } from 'react';
import type { CreatePurchaseBody, Purchase } from '@shop/contracts';
import { apiErrorMessage, selectUser, useAppDispatch, useAppSelector } from '@shop/shop-state';
import { saleRefused, saleStarted, selectSaleAttempt, type SaleAttempt } from '../till.slice';
import { useRecordSaleMutation } from './sale.api';
import { newSaleKey } from './sale-key';

export const SALE_FAILED = 'Error processing sale. Please try again.';

/**
 * What the cashier reads when a sale failed (docs/product/point-of-sale.md): the screen's words,
 * and what the server said when it said something a cashier can act on (a 4xx: which product
 * is short, a field it refused). A server fault or a lost connection gets the words alone.
 */
export function saleFailureReason(error: unknown): string | null {
  return isRefusal(error) ? apiErrorMessage(error, '').trim() || null : null;
}

/** A 4xx answer: the server looked at the sale and recorded nothing. */
function isRefusal(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : 0;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The sale recorded, or why not: what the server said, when a cashier can act on it. */
export type SaleOutcome = { purchase: Purchase } | { failure: string | null };

/** Whether `attempt` is this very sale again, by the same cashier (then its key is reused). */
export function isSameSale(
  attempt: SaleAttempt | null,
  userId: number | undefined,
  body: CreatePurchaseBody,
): attempt is SaleAttempt {
  return (
    attempt !== null &&
    attempt.userId === userId &&
    JSON.stringify(attempt.body) === JSON.stringify(body)
  );
}

/**
 * Sends a till sale once (docs/decisions/0032-a-sale-is-recorded-once.md). Each sale attempt has
 * one
 * `Idempotency-Key`, kept with the till's cart: sending the same body again (a retry
 * after a failure or a timeout, or the same sale after a reload) reuses it, so the
 * server records one sale; a changed sale gets a new key. A second call while one is in
 * flight is ignored (a double click lands before the button is disabled). A sale the
 * server refused (a 4xx) drops its key: nothing was recorded.
 */
export function useRecordSale() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const attempt = useAppSelector(selectSaleAttempt);
  const [recordSale, { isLoading }] = useRecordSaleMutation();
  const inFlight = useRef(false);

  const send = useCallback(
    async (body: CreatePurchaseBody): Promise<SaleOutcome | null> => {
      if (inFlight.current || !user) return null;
      inFlight.current = true;
      try {
        const key = isSameSale(attempt, user.id, body) ? attempt.key : newSaleKey();
        if (key !== attempt?.key) dispatch(saleStarted({ key, userId: user.id, body }));
        const answer = await recordSale({ key, body });
        if (answer.error) {
          // Refused: nothing was recorded, so the next try is a new attempt. Otherwise (no
          // answer, a server fault) the sale may be recorded, and a retry must reuse the key.
          if (isRefusal(answer.error)) dispatch(saleRefused());
          return { failure: saleFailureReason(answer.error) };
        }
        return { purchase: answer.data.purchase };
      } finally {
        inFlight.current = false;
      }
    },
    [attempt, user, dispatch, recordSale],
  );
  return { send, sending: isLoading };
}
