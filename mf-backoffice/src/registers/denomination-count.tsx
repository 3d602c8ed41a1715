import { formatCents, lineTotalCents, US_DENOMINATIONS } from '@shop/contracts';
import { tokens } from '@shop/ui';
import { readCount, type CountTexts } from './cash-count';

const STYLES = `
  .drawer-count { display: grid; grid-template-columns: minmax(7rem, 1fr) 6rem minmax(5rem, auto);
    gap: var(--shop-space-xxs) var(--shop-space-sm); align-items: center; margin: 0; }
  .drawer-count input { width: 100%; height: 32px; padding: 0 var(--shop-space-xs); font: inherit;
    border: 1px solid var(--shop-subtle); border-radius: var(--shop-radius-control); text-align: right; }
  .drawer-count input[aria-invalid='true'] { border-color: var(--shop-danger); }
  .drawer-count input:focus-visible { outline: 3px solid var(--shop-brand); outline-offset: 1px; }
  .drawer-count .amount { text-align: right; font-variant-numeric: tabular-nums; }
  @media (min-width: 640px) { .drawer-count.two-up { grid-template-columns:
    repeat(2, minmax(7rem, 1fr) 5rem minmax(5rem, auto)); } }
`;

/**
 * The drawer counted by bill and coin (docs/product/registers.md#closing): a field per US
 * denomination, largest first, each with what it adds up to, and the total as the cashier types.
 * Tab moves from one field to the next; the first field's id is `${idPrefix}-hundreds`.
 */
export function DenominationCount({
  idPrefix,
  texts,
  onChange,
  disabled,
}: {
  idPrefix: string;
  texts: CountTexts;
  onChange: (texts: CountTexts) => void;
  disabled?: boolean;
}) {
  const read = readCount(texts);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} disabled={disabled}>
      <style href="drawer-count" precedence="default">
        {STYLES}
      </style>
      <legend style={{ fontWeight: 600, marginBottom: tokens.space.xs }}>Bills and coins</legend>
      <div className="drawer-count two-up">
        {US_DENOMINATIONS.map(({ key, label, cents }) => {
          const text = texts[key];
          const pieces = /^\d+$/.test(text.trim()) ? Number(text) : 0;
          const invalid = !read.ok && read.key === key;
          return [
            <label key={`${key}-label`} htmlFor={`${idPrefix}-${key}`}>
              {label}
            </label>,
            <input
              key={key}
              id={`${idPrefix}-${key}`}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              aria-invalid={invalid ? true : undefined}
              onChange={(event) => onChange({ ...texts, [key]: event.target.value })}
            />,
            <span key={`${key}-amount`} className="amount" aria-hidden="true">
              {formatCents(lineTotalCents(cents, pieces))}
            </span>,
          ];
        })}
      </div>
      {!read.ok && (
        <p role="alert" style={{ color: tokens.color.danger, margin: `${tokens.space.xs} 0 0` }}>
          {read.error}
        </p>
      )}
      <p role="status" style={{ fontWeight: 700, margin: `${tokens.space.sm} 0 0` }}>
        Counted: {read.ok ? formatCents(read.cents) : '—'}
      </p>
    </fieldset>
  );
}
