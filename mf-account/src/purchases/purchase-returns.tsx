import { useState } from 'react';
import {
  RETURN_REASON_LABELS,
  type PaymentMethod,
  type Purchase,
  type SaleReturn,
} from '@shop/contracts';
import { Price, ShopTime, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { StatusBadge } from '@shop/ui/data';
import { Section } from './purchase-sections';
import { ReturnRequestDialog } from './return-request-dialog';
import { useReturnRequest } from './use-return-request';

/** Where the money went back: a card sale to the card, a cash one in cash. */
const REFUNDED_TO: Record<PaymentMethod, string> = { card: 'to your card', cash: 'in cash' };

/** One return as the buyer follows it: asked, received, refunded (or declined, and why). */
function ReturnEntry({ saleReturn }: { saleReturn: SaleReturn }) {
  const kind = saleReturn.kind === 'cancellation' ? 'Cancelled items' : 'Return';
  return (
    <li style={{ padding: `${tokens.space.sm}px 0`, borderTop: `1px solid ${tokens.color.line}` }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, alignItems: 'center' }}
      >
        <strong>
          {kind} #{saleReturn.id}
        </strong>
        <StatusBadge status={saleReturn.status} />
        <Text muted as="span">
          <ShopTime at={saleReturn.created_at} format="date" />
        </Text>
      </div>
      <ul style={{ margin: `${tokens.space.xxs}px 0`, paddingInlineStart: tokens.space.lg }}>
        {saleReturn.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.product_name}
            {line.reason && ` · ${RETURN_REASON_LABELS[line.reason]}`}
            {line.note && ` (${line.note})`}: <Price value={line.amount} />
          </li>
        ))}
      </ul>
      {saleReturn.refunds.map((refund) => (
        <Text key={refund.method} style={{ margin: 0 }}>
          Refunded <Price value={refund.amount} /> {REFUNDED_TO[refund.method]}
        </Text>
      ))}
      {saleReturn.status === 'rejected' && saleReturn.note && (
        <Text style={{ margin: 0 }}>Declined: {saleReturn.note}</Text>
      )}
    </li>
  );
}

/**
 * The purchase's returns and, for its buyer within the shop's returns window, "Request a Return"
 * (docs/product/account.md#returns). Nothing shows for a purchase with neither.
 */
export function PurchaseReturns({ purchase }: { purchase: Purchase }) {
  const { allowed, daysLeft } = useReturnRequest(purchase);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(0);
  const returns = purchase.returns ?? [];
  if (!allowed && returns.length === 0) return null;

  return (
    <Section title="Returns">
      {returns.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {returns.map((saleReturn) => (
            <ReturnEntry key={saleReturn.id} saleReturn={saleReturn} />
          ))}
        </ul>
      )}
      {allowed && (
        <div style={{ marginTop: tokens.space.sm }}>
          <Text muted>
            {daysLeft === 0
              ? 'Today is the last day to ask for a return of this order.'
              : `You can ask to return items of this order for ${daysLeft} more ${daysLeft === 1 ? 'day' : 'days'}.`}
          </Text>
          <Button
            onClick={() => {
              setMounted((count) => count + 1);
              setOpen(true);
            }}
          >
            Request a Return
          </Button>
        </div>
      )}
      {mounted > 0 && (
        <ReturnRequestDialog
          key={mounted}
          purchase={purchase}
          open={open}
          onClose={() => setOpen(false)}
          afterClose={() => undefined}
        />
      )}
    </Section>
  );
}
