import { useRef, useState, type KeyboardEvent } from 'react';
import {
  dollarsToCents,
  formatPlainCents,
  pointOfSaleCustomerSchema,
  type PaymentMethod,
  type Purchase,
} from '@shop/contracts';
import { selectUser, useAppSelector } from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal, Radio, TextField, useZodForm } from '@shop/ui/forms';
import type { DialogControls } from '../../use-dialog';
import {
  selectSaleAttempt,
  selectTillCustomer,
  selectTillLines,
  selectTillTotal,
} from '../till.slice';
import { customerName } from '../customers/customer-name';
import { CashTender, TENDERED_ID, tenderProblem } from './cash-tender';
import { OrderSummary } from './order-summary';
import { customerOf, isForLines, saleBodyFor } from './sale-body';
import { parseAmount } from './tender';
import {
  SPLIT_CARD_ID,
  SPLIT_CASH_ID,
  SplitTender,
  splitView,
  type SplitText,
} from './split-tender';
import { SALE_FAILED, useRecordSale } from './use-record-sale';
import { useTillQuote } from '../discounts/use-till-quote';

const METHOD_ID = 'pos-payment-method';

/** How the till takes payment: one method, or split between cash and card. */
type Payment = PaymentMethod | 'split';

/** Where the keyboard starts: the amount for cash, the card amount for a split, else the method. */
const focusPayment = (opened: boolean) => {
  if (!opened) return;
  const tendered = document.getElementById(TENDERED_ID) ?? document.getElementById(SPLIT_CARD_ID);
  const method = document.querySelector<HTMLElement>(`#${METHOD_ID} input:checked`);
  (tendered ?? method)?.focus();
  if (tendered instanceof HTMLInputElement) tendered.select();
};

/**
 * "Complete Purchase" (docs/product/point-of-sale.md): the order summary, tax and total, Cash, Card
 * or Split tender (part card, part cash), for cash the amount tendered and the change, for a split the card amount,
 * the cash handed over, what remains for cash and the change, the optional customer details, Cancel and
 * Complete Sale. Enter in any field completes. After a reload mid-sale the form comes back
 * as it was sent, so completing it again reuses the sale's key and records it once.
 */
export function PaymentDialog({
  open,
  onClose,
  afterClose,
  onRecorded,
  registerId,
}: DialogControls & { onRecorded: (purchase: Purchase) => void; registerId: number }) {
  const lines = useAppSelector(selectTillLines);
  const subtotal = useAppSelector(selectTillTotal);
  // The server's price with tax (docs/product/tax.md#at-the-till); the sale is priced again when
  // recorded, so a quote that fails leaves the subtotal and the server still decides.
  // With the till's discounts (docs/product/point-of-sale.md#discounts), sent with the sale too.
  const { quote, pending, discounts } = useTillQuote();
  const total = quote?.total_amount ?? subtotal;
  const user = useAppSelector(selectUser);
  const attempt = useAppSelector(selectSaleAttempt);
  const customer = useAppSelector(selectTillCustomer);
  // Decided once, as the dialog opens: a failed attempt made here is not a resumed sale.
  const [resumed] = useState(() =>
    attempt &&
    attempt.userId === user?.id &&
    attempt.body.register_id === registerId &&
    isForLines(attempt.body, lines)
      ? attempt.body
      : null,
  );

  const [method, setMethod] = useState<Payment>(
    resumed?.tenders ? 'split' : (resumed?.payment_method ?? 'cash'),
  );
  // A split's card amount and cash handed over, as typed (blank cash: exact).
  const [splitText, setSplitText] = useState<SplitText>(() => {
    const part = (of: PaymentMethod) => resumed?.tenders?.find((tender) => tender.method === of);
    const text = (amount: number | undefined) =>
      amount === undefined ? '' : formatPlainCents(dollarsToCents(amount));
    return { card: text(part('card')?.amount), cash: text(part('cash')?.amount) };
  });
  const split = splitView(splitText, total);
  // Null: not typed yet, so the amount follows the total as the quote comes in.
  const [typed, setTendered] = useState<string | null>(() =>
    typeof resumed?.amount_tendered === 'number'
      ? formatPlainCents(dollarsToCents(resumed.amount_tendered))
      : null,
  );
  const tendered = typed ?? formatPlainCents(dollarsToCents(total));
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const form = useZodForm(pointOfSaleCustomerSchema, customerOf(resumed ?? undefined));
  const { send, sending } = useRecordSale();
  const formRef = useRef<HTMLFormElement>(null);
  const short =
    (method === 'cash' && tenderProblem(tendered, total) !== null) ||
    (method === 'split' && !split.ok);

  const complete = form.handleSubmit(async (details) => {
    if (short) {
      const wrong = method === 'split' && !split.ok && split.field === 'cash';
      document
        .getElementById(method === 'cash' ? TENDERED_ID : wrong ? SPLIT_CASH_ID : SPLIT_CARD_ID)
        ?.focus();
      return;
    }
    setFailure(null);
    const amount = method === 'cash' ? parseAmount(tendered) : null;
    const payment = method === 'split' ? (split.ok ? split.tenders : []) : method;
    const outcome = await send(
      saleBodyFor(lines, payment, details, amount, registerId, customer?.id ?? null, discounts),
    );
    if (outcome && 'purchase' in outcome) onRecorded(outcome.purchase);
    else if (outcome) setFailure({ reason: outcome.failure });
  });

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (!sending) formRef.current?.requestSubmit();
  }

  const closeUnlessSending = () => {
    if (!sending) onClose();
  };

  return (
    <Modal
      open={open}
      title="Complete Purchase"
      onCancel={closeUnlessSending}
      afterOpenChange={focusPayment}
      afterClose={afterClose}
      focusable={{ focusTriggerAfterClose: false }}
      closable={!sending}
      keyboard={!sending}
      mask={{ closable: !sending }}
      footer={[
        <Button key="cancel" onClick={closeUnlessSending} disabled={sending}>
          Cancel
        </Button>,
        <Button
          key="complete"
          type="primary"
          loading={sending}
          disabled={sending || short || pending}
          onClick={() => formRef.current?.requestSubmit()}
        >
          Complete Sale
        </Button>,
      ]}
    >
      <form ref={formRef} onSubmit={complete} onKeyDown={onKeyDown} noValidate>
        {resumed && (
          <Alert
            type="info"
            showIcon
            title="This sale was being sent when the till stopped. Complete it again: it is recorded once."
            style={{ marginBottom: tokens.space.sm }}
          />
        )}
        <OrderSummary lines={lines} subtotal={subtotal} quote={quote} pending={pending} />
        <Radio.Group
          id={METHOD_ID}
          name="payment-method"
          aria-label="Payment method"
          value={method}
          disabled={sending}
          onChange={(event) => setMethod(event.target.value as Payment)}
          options={[
            { value: 'cash', label: 'Cash' },
            { value: 'card', label: 'Card' },
            { value: 'split', label: 'Split tender' },
          ]}
          style={{ marginBottom: tokens.space.md }}
        />
        {method === 'cash' && (
          <CashTender total={total} text={tendered} onChange={setTendered} disabled={sending} />
        )}
        {method === 'split' && (
          <SplitTender total={total} text={splitText} onChange={setSplitText} disabled={sending} />
        )}
        {customer ? (
          <p>
            Customer: <strong>{customerName(customer)}</strong> (the sale is filed under their
            account)
          </p>
        ) : (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }} disabled={sending}>
            <legend style={{ fontWeight: 600, marginBottom: tokens.space.xs }}>
              Customer (optional)
            </legend>
            <TextField {...form.field('customer_name')} label="Customer name" autoComplete="off" />
            <TextField
              {...form.field('customer_email')}
              label="Email"
              type="email"
              autoComplete="off"
            />
            <TextField
              {...form.field('customer_phone')}
              label="Phone"
              type="tel"
              autoComplete="off"
            />
          </fieldset>
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            title={SALE_FAILED}
            description={failure.reason ?? undefined}
          />
        )}
      </form>
    </Modal>
  );
}
