import { useState } from 'react';
import { centsToDollars, dollarsToCents, formatPlainCents, type SaleReturn } from '@shop/contracts';
import { linesTotal, useOrderQuote, useReturnsWindowDays } from '@shop/shop-state';
import { Price, ShopTime, shopDay, shopDaysBetween, Text, tokens, useShopDates } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert } from '@shop/ui/forms';
import { tenderProblem } from '../checkout/cash-tender';
import { parseAmount } from '../checkout/tender';
import type { TillLine } from '../till.slice';
import { ExchangeItems } from './exchange-items';
import type { FoundSale } from './find-sale';
import { RefundSummary, type BalancePayment } from './refund-summary';
import {
  lineProblems,
  NO_CHOICE,
  refundCents,
  tillReturnBody,
  type LineChoice,
  type ReturnChoices,
} from './return-draft';
import { ReturnLines } from './return-lines';
import { useRecordReturn } from './use-record-return';
import { TENDER_LABELS } from '../../tender-labels';

export const RETURN_FAILED = 'Error processing the return. Please try again.';

/** What the receipt needs of a recorded return besides the server's answer. */
export interface ReturnDone {
  saleReturn: SaleReturn;
  exchange: TillLine[];
  /** Cash handed over for a balance, when there was one. */
  tendered: number | null;
}

/**
 * A return or exchange against one sale (docs/product/point-of-sale.md#returns-and-exchanges):
 * the lines to choose from, the exchange's items, the refund and balance, and Confirm. Without a
 * receipt, or past the shop's returns window, it says an approval may be asked for: the server
 * decides, and a refusal for `override_returns` opens the approval on the spot.
 */
export function ReturnForm({
  sale: { purchase, receipt },
  registerId,
  onDone,
  onCancel,
}: {
  sale: FoundSale;
  /** The till's register: its open drawer session takes the return and pays the refund. */
  registerId: number;
  onDone: (done: ReturnDone) => void;
  onCancel: () => void;
}) {
  const [choices, setChoices] = useState<ReturnChoices>({});
  const [exchange, setExchange] = useState<TillLine[]>([]);
  const [exchanging, setExchanging] = useState(false);
  // A split sale refunds to its card first, then cash (docs/product/returns.md#refunds).
  const split = (purchase.tenders?.length ?? 0) > 1;
  const [payment, setPayment] = useState<BalancePayment>({ method: 'cash', tendered: null });
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [tried, setTried] = useState(false);
  const { send, sending } = useRecordReturn();
  const { timeZone, today } = useShopDates();
  const windowDays = useReturnsWindowDays();
  const age = shopDaysBetween(shopDay(timeZone, purchase.created_at), today());

  const { quote, pending } = useOrderQuote(exchange, 'pos');
  const refund = refundCents(purchase, choices);
  const exchangeCents = quote
    ? dollarsToCents(quote.total_amount)
    : dollarsToCents(linesTotal(exchange));
  const balance = exchange.length ? exchangeCents - refund : -refund;
  // Untouched, the cash handed over is the balance itself, as the till's payment pre-fills it.
  const cashText = payment.tendered ?? formatPlainCents(Math.max(balance, 0));
  const pays = balance > 0;
  const body = tillReturnBody(purchase, registerId, receipt, choices, {
    items: exchange,
    ...(pays
      ? {
          payment_method: payment.method,
          amount_tendered: payment.method === 'cash' ? parseAmount(cashText) : null,
        }
      : {}),
  });
  const problems = lineProblems(body);
  const short =
    pays && payment.method === 'cash' && tenderProblem(cashText, centsToDollars(balance)) !== null;

  const choose = (itemId: number, patch: Partial<LineChoice>) =>
    setChoices((all) => ({ ...all, [itemId]: { ...(all[itemId] ?? NO_CHOICE), ...patch } }));

  async function confirm() {
    setTried(true);
    if (!body.lines.length || Object.keys(problems).length || short || pending) return;
    setFailure(null);
    const outcome = await send(body);
    if (outcome && 'saleReturn' in outcome)
      onDone({ saleReturn: outcome.saleReturn, exchange, tendered: body.amount_tendered ?? null });
    else if (outcome) setFailure({ reason: outcome.failure });
  }

  return (
    <section aria-labelledby="pos-return-sale-title">
      <h2 id="pos-return-sale-title" style={{ fontSize: tokens.fontSize.lg, margin: 0 }}>
        Return from sale #{purchase.id}
      </h2>
      <Text muted>
        <ShopTime at={purchase.created_at} format="dateTime" /> · paid by{' '}
        {split ? 'split (cash + card)' : TENDER_LABELS[purchase.payment_method]} · total{' '}
        <Price value={purchase.total_amount} />
        {' · '}
        {receipt ? 'receipt shown' : 'no receipt'}
      </Text>
      {(!receipt || age > windowDays) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: tokens.space.sm }}
          title={
            age > windowDays
              ? `Bought ${age} days ago, past the ${windowDays}-day returns window: this return needs the returns permission or an approval.`
              : 'Without a receipt this return needs the returns permission or an approval.'
          }
        />
      )}
      {purchase.status === 'cancelled' ? (
        <>
          <Text>This sale was cancelled: nothing is left to return.</Text>
          <Button onClick={onCancel}>Cancel</Button>
        </>
      ) : (
        <>
          <ReturnLines
            purchase={purchase}
            choices={choices}
            problems={tried ? problems : {}}
            onChange={choose}
          />
          <div style={{ marginTop: tokens.space.md }}>
            {exchanging ? (
              <ExchangeItems lines={exchange} onLinesChange={setExchange} />
            ) : (
              <Button onClick={() => setExchanging(true)}>Add Exchange Items</Button>
            )}
          </div>
          <RefundSummary
            tender={split ? 'split' : purchase.payment_method}
            refundCents={refund}
            exchange={
              exchange.length ? { cents: exchangeCents, taxIncluded: !!quote, pending } : null
            }
            payment={{ method: payment.method, tendered: cashText }}
            onPayment={setPayment}
            disabled={sending}
          />
          {tried && !body.lines.length && (
            <Alert type="error" showIcon title="Choose at least one line to return." />
          )}
          {failure && (
            <Alert
              type="error"
              showIcon
              title={RETURN_FAILED}
              description={failure.reason ?? undefined}
            />
          )}
          <div style={{ display: 'flex', gap: tokens.space.sm, marginTop: tokens.space.md }}>
            <Button onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
            <Button
              type="primary"
              loading={sending}
              disabled={sending || short || pending}
              onClick={() => void confirm()}
            >
              {exchange.length ? 'Confirm Exchange' : 'Confirm Return'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
