import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  parseMoney,
  settleSplit,
  type TenderInput,
} from '@shop/contracts';
import { tokens } from '@shop/ui';
import { TenderStyles } from './cash-tender';

export const SPLIT_CARD_ID = 'pos-split-card';
export const SPLIT_CASH_ID = 'pos-split-cash';

/** What the cashier typed for a split: the card part and the cash handed over. */
export interface SplitText {
  card: string;
  cash: string;
}

/** The split as the dialog shows it: remaining for cash, change, or what is wrong. */
export type SplitView =
  | { ok: true; cashDueCents: number; changeCents: number; tenders: TenderInput[] }
  | { ok: false; cashDueCents: number | null; problem: string; field: 'card' | 'cash' };

/**
 * The split's arithmetic as typed (docs/product/point-of-sale.md#split-tender), by the rule the
 * server applies (settleSplit in libs/contracts): the card part is more than 0 and less than the
 * total, the cash handed over covers what the card leaves, the change is the rest. A blank cash
 * amount means exact cash.
 */
export function splitView(text: SplitText, total: number): SplitView {
  const totalCents = dollarsToCents(total);
  const card = parseMoney(text.card);
  if (!card.ok || card.cents <= 0)
    return {
      ok: false,
      cashDueCents: null,
      field: 'card',
      problem: 'Enter the card amount in dollars, more than 0 and less than the total.',
    };
  const dueCents = totalCents - card.cents;
  const cash =
    text.cash.trim() === '' ? { ok: true as const, cents: dueCents } : parseMoney(text.cash);
  if (!cash.ok)
    return {
      ok: false,
      cashDueCents: dueCents > 0 ? dueCents : null,
      field: 'cash',
      problem: 'Enter the cash handed over in dollars, e.g. 20 or 20.00.',
    };
  const settled = settleSplit(totalCents, card.cents, cash.cents);
  if (!settled.ok)
    return {
      ok: false,
      cashDueCents: dueCents > 0 ? dueCents : null,
      field: settled.field,
      problem: settled.error,
    };
  return {
    ok: true,
    cashDueCents: settled.cashDueCents,
    changeCents: settled.changeCents,
    tenders: [
      { method: 'cash', amount: centsToDollars(settled.cashTenderedCents) },
      { method: 'card', amount: centsToDollars(settled.cardCents) },
    ],
  };
}

/**
 * Part card, part cash (docs/product/point-of-sale.md#split-tender): the card amount, then the cash
 * handed over (blank for exact), the cash remaining after the card and the change; by keyboard,
 * Tab from one to the other and Enter to complete.
 */
export function SplitTender({
  total,
  text,
  onChange,
  disabled,
}: {
  total: number;
  text: SplitText;
  onChange: (text: SplitText) => void;
  disabled: boolean;
}) {
  const view = splitView(text, total);
  const field = (id: string, label: string, key: keyof SplitText, placeholder?: string) => (
    <div style={{ flex: 1, minWidth: 140 }}>
      <label
        htmlFor={id}
        style={{ display: 'block', fontWeight: 600, marginBottom: tokens.space.xxs }}
      >
        {label}
      </label>
      <input
        id={id}
        className="pos-tendered"
        inputMode="decimal"
        autoComplete="off"
        value={text[key]}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={!view.ok && view.field === key && text[key] !== '' ? true : undefined}
        aria-describedby="pos-split-result"
        onChange={(event) => onChange({ ...text, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset
      style={{ border: 0, margin: `0 0 ${tokens.space.md}px`, padding: 0 }}
      aria-label="Split between card and cash"
    >
      <TenderStyles />
      <p style={{ margin: `0 0 ${tokens.space.xs}px` }}>
        Part by card, the rest in cash: change comes from the cash.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm }}>
        {field(SPLIT_CARD_ID, 'Card amount', 'card')}
        {field(SPLIT_CASH_ID, 'Cash tendered', 'cash', 'Exact')}
      </div>
      <div id="pos-split-result" role="status" style={{ marginTop: tokens.space.xs }}>
        <div>
          Remaining for cash:{' '}
          <strong>{view.cashDueCents === null ? '—' : formatCents(view.cashDueCents)}</strong>
        </div>
        {view.ok ? (
          <div style={{ fontSize: tokens.fontSize.md }}>
            Change due: <strong>{formatCents(view.changeCents)}</strong>
          </div>
        ) : (
          text.card !== '' && (
            <span style={{ color: tokens.color.danger, fontWeight: 600 }}>{view.problem}</span>
          )
        )}
      </div>
    </fieldset>
  );
}
