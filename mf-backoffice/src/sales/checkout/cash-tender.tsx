import { dollarsToCents, formatPlainCents } from '@shop/contracts';
import { formatPrice, Price, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { changeDue, parseAmount, suggestedTenders } from './tender';

export const TENDERED_ID = 'pos-tendered';

const STYLES = `
  .pos-tendered { width: 100%; height: 44px; padding: 0 var(--shop-space-sm); font: inherit;
    font-size: var(--shop-font-size-lg); border: 1px solid var(--shop-subtle);
    border-radius: var(--shop-radius-control); }
  .pos-tendered[aria-invalid='true'] { border-color: var(--shop-danger); }
  .pos-tendered:focus-visible { outline: 3px solid var(--shop-brand); outline-offset: 1px; }
`;

/** The amount fields' look, shared by the split's (split-tender.tsx); React keeps one copy. */
export function TenderStyles() {
  return (
    <style href="pos-tendered" precedence="default">
      {STYLES}
    </style>
  );
}

/** Why the typed amount cannot complete the sale, or null when it can. */
export function tenderProblem(text: string, total: number): string | null {
  const tendered = parseAmount(text);
  if (Number.isNaN(tendered)) return 'Enter the amount tendered in dollars, e.g. 50 or 50.00.';
  if (changeDue(tendered, total) === null)
    return `The amount tendered is less than the total (${formatPrice(total)}).`;
  return null;
}

/**
 * Cash handed over (docs/product/point-of-sale.md): the amount, pre-filled with the total, a few
 * round amounts to pick, and the change due; an amount short of the total says so.
 */
export function CashTender({
  total,
  text,
  onChange,
  disabled,
}: {
  total: number;
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const problem = tenderProblem(text, total);
  const change = problem ? null : changeDue(parseAmount(text), total);
  return (
    <div style={{ marginBottom: tokens.space.md }}>
      <TenderStyles />
      <label
        htmlFor={TENDERED_ID}
        style={{ display: 'block', fontWeight: 600, marginBottom: tokens.space.xxs }}
      >
        Amount tendered
      </label>
      <input
        id={TENDERED_ID}
        className="pos-tendered"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${TENDERED_ID}-result`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div
        role="group"
        aria-label="Round amounts"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: tokens.space.xs,
          margin: `${tokens.space.xs}px 0`,
        }}
      >
        {suggestedTenders(total).map((amount) => (
          <Button
            key={amount}
            size="small"
            disabled={disabled}
            onClick={() => {
              onChange(formatPlainCents(dollarsToCents(amount)));
              document.getElementById(TENDERED_ID)?.focus();
            }}
          >
            {formatPrice(amount)}
          </Button>
        ))}
      </div>
      <div id={`${TENDERED_ID}-result`} role="status">
        {problem ? (
          <span style={{ color: tokens.color.danger, fontWeight: 600 }}>{problem}</span>
        ) : (
          <span style={{ fontSize: tokens.fontSize.md }}>
            Change due:{' '}
            <strong>
              <Price value={change ?? 0} />
            </strong>
          </span>
        )}
      </div>
    </div>
  );
}
