import { centsToDollars, type PaymentMethod } from '@shop/contracts';
import { Price, tokens } from '@shop/ui';
import { Radio } from '@shop/ui/forms';
import { CashTender } from '../checkout/cash-tender';
import { TENDER_LABELS } from '../../tender-labels';

/**
 * How the customer pays a balance in the shop's favour: the method and, for cash, what is typed
 * (null until typed: the balance itself).
 */
export interface BalancePayment {
  method: PaymentMethod;
  tendered: string | null;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: tokens.space.md } as const;

/**
 * Before confirming (docs/product/point-of-sale.md#returns-and-exchanges): what the returned
 * lines give back, to the tender the sale was paid with; with an exchange, what its items cost
 * (tax included once the server has priced them) and the balance: what the customer pays, by cash
 * or card, or gets back.
 */
export function RefundSummary({
  tender,
  refundCents,
  exchange,
  payment,
  onPayment,
  disabled,
}: {
  /**
   * The tender the sale was paid with, which a refund goes back to; `split` for a split sale, whose
   * card takes it first, then cash (docs/product/returns.md#refunds).
   */
  tender: PaymentMethod | 'split';
  refundCents: number;
  /** The exchange's total in cents and whether it still waits for the server's price; null: none. */
  exchange: { cents: number; taxIncluded: boolean; pending: boolean } | null;
  payment: { method: PaymentMethod; tendered: string };
  onPayment: (payment: BalancePayment) => void;
  disabled: boolean;
}) {
  const balance = exchange ? exchange.cents - refundCents : -refundCents;
  return (
    <section aria-labelledby="pos-refund-title" style={{ marginTop: tokens.space.md }}>
      <h3 id="pos-refund-title" style={{ fontSize: tokens.fontSize.md }}>
        Refund
      </h3>
      <div role="status" aria-live="polite">
        <div style={row}>
          <span>Returned items</span>
          <Price value={centsToDollars(refundCents)} />
        </div>
        {exchange && (
          <div style={row}>
            <span>Exchange items{exchange.taxIncluded ? '' : ' (before tax)'}</span>
            <span>
              {exchange.pending ? 'Calculating…' : <Price value={centsToDollars(exchange.cents)} />}
            </span>
          </div>
        )}
        <div style={{ ...row, fontWeight: 700, fontSize: tokens.fontSize.lg }}>
          {balance > 0 && (
            <>
              <span>Customer pays</span>
              <Price value={centsToDollars(balance)} />
            </>
          )}
          {balance < 0 && (
            <>
              <span>
                Back to {tender === 'split' ? 'the card first, then cash' : TENDER_LABELS[tender]}
              </span>
              <Price value={centsToDollars(-balance)} />
            </>
          )}
          {balance === 0 && <span>Nothing to pay or give back</span>}
        </div>
      </div>
      {balance > 0 && (
        <div style={{ marginTop: tokens.space.sm }}>
          <Radio.Group
            name="pos-balance-method"
            aria-label="Balance paid by"
            value={payment.method}
            disabled={disabled}
            onChange={(event) =>
              onPayment({ ...payment, method: event.target.value as PaymentMethod })
            }
            options={[
              { value: 'cash', label: 'Cash' },
              { value: 'card', label: 'Card' },
            ]}
            style={{ marginBottom: tokens.space.sm }}
          />
          {payment.method === 'cash' && (
            <CashTender
              total={centsToDollars(balance)}
              text={payment.tendered}
              onChange={(tendered) => onPayment({ ...payment, tendered })}
              disabled={disabled}
            />
          )}
        </div>
      )}
    </section>
  );
}
