import { useCallback, useRef } from 'react';
import type { SaleReturn, TillReturnBody } from '@shop/contracts';
import { newSaleKey } from '../checkout/sale-key';
import { saleFailureReason } from '../checkout/use-record-sale';
import { useRecordTillReturnMutation } from './till-returns.api';

/** The return recorded, or why not: what the server said, when a cashier can act on it. */
export type ReturnOutcome = { saleReturn: SaleReturn } | { failure: string | null };

const isRefusal = (error: unknown) => {
  const status = typeof error === 'object' && error && 'status' in error ? error.status : 0;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Sends a till return once (docs/decisions/0032-a-sale-is-recorded-once.md, as a sale): one
 * `Idempotency-Key` per return, reused while the body is the same (a retry after a lost
 * answer, a double click), a new one for a changed return or after a refusal (a 4xx: nothing
 * was recorded). A call while one is in flight is ignored.
 */
export function useRecordReturn() {
  const [record, { isLoading }] = useRecordTillReturnMutation();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);

  const send = useCallback(
    async (body: TillReturnBody): Promise<ReturnOutcome | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        const text = JSON.stringify(body);
        if (attempt.current?.body !== text) attempt.current = { key: newSaleKey(), body: text };
        const answer = await record({ key: attempt.current.key, body });
        if (answer.error) {
          if (isRefusal(answer.error)) attempt.current = null;
          return { failure: saleFailureReason(answer.error) };
        }
        attempt.current = null;
        return { saleReturn: answer.data };
      } finally {
        inFlight.current = false;
      }
    },
    [record],
  );
  return { send, sending: isLoading };
}
