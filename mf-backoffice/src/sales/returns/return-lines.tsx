import {
  centsToDollars,
  RETURN_DISPOSITION_LABELS,
  RETURN_DISPOSITIONS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type Purchase,
  type PurchaseItem,
  type ReturnDisposition,
  type ReturnReason,
} from '@shop/contracts';
import { Price, tokens, variantLabel } from '@shop/ui';
import { QuantityStepper } from '@shop/ui/controls';
import {
  lineRefundCents,
  NO_CHOICE,
  remainingOf,
  type LineChoice,
  type ReturnChoices,
} from './return-draft';

const STYLES = `
  .pos-return-lines { width: 100%; border-collapse: collapse; }
  .pos-return-lines th, .pos-return-lines td { padding: var(--shop-space-xs); text-align: left;
    vertical-align: top; border-bottom: 1px solid var(--shop-line); }
  .pos-return-lines .amount { text-align: right; white-space: nowrap; }
  .pos-return-lines select, .pos-return-lines input[type='text'] { min-height: 32px; font: inherit;
    border: 1px solid var(--shop-control); border-radius: var(--shop-radius-sm); width: 100%; }
  .pos-return-lines [aria-invalid='true'] { border-color: var(--shop-danger); }
`;

interface LineProps {
  purchase: Purchase;
  item: PurchaseItem;
  choice: LineChoice;
  problem: string | undefined;
  onChange: (patch: Partial<LineChoice>) => void;
}

function ReturnLineRow({ purchase, item, choice, problem, onChange }: LineProps) {
  const name = item.product.name;
  const remaining = remainingOf(purchase, item);
  const returned = item.quantity - remaining;
  const off = choice.quantity === 0;
  const noteId = `pos-return-note-${item.id}`;
  return (
    <tr aria-label={name}>
      <th scope="row" style={{ fontWeight: 400 }}>
        <strong>{name}</strong>
        <br />
        <small>
          {variantLabel(item.product)} · {item.product.sku} · sold {item.quantity}
          {returned > 0 && `, ${returned} returned already`}
        </small>
      </th>
      <td>
        {remaining > 0 ? (
          <QuantityStepper
            value={choice.quantity}
            min={0}
            max={remaining}
            onChange={(quantity) => onChange({ quantity })}
            label={`Return quantity of ${name}`}
            hideLabel
            decreaseLabel={`One less ${name}`}
            increaseLabel={`One more ${name}`}
          />
        ) : (
          <span>All returned</span>
        )}
      </td>
      <td>
        <select
          aria-label={`Reason for ${name}`}
          value={choice.reason}
          disabled={off}
          onChange={(event) => onChange({ reason: event.target.value as ReturnReason })}
        >
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {RETURN_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
        <input
          type="text"
          id={noteId}
          aria-label={`Note for ${name}`}
          placeholder={choice.reason === 'other' ? 'Say why (required)' : 'Note (optional)'}
          value={choice.note}
          disabled={off}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${noteId}-problem` : undefined}
          onChange={(event) => onChange({ note: event.target.value })}
          style={{ marginTop: tokens.space.xxs }}
        />
        {problem && (
          <div id={`${noteId}-problem`} style={{ color: tokens.color.danger, fontWeight: 600 }}>
            {problem}
          </div>
        )}
      </td>
      <td>
        <select
          aria-label={`What happens to ${name}`}
          value={choice.disposition}
          disabled={off}
          onChange={(event) => onChange({ disposition: event.target.value as ReturnDisposition })}
        >
          {RETURN_DISPOSITIONS.map((disposition) => (
            <option key={disposition} value={disposition}>
              {RETURN_DISPOSITION_LABELS[disposition]}
            </option>
          ))}
        </select>
      </td>
      <td className="amount">
        <Price value={centsToDollars(lineRefundCents(purchase, item, choice.quantity))} />
      </td>
    </tr>
  );
}

/**
 * The sale's lines to choose from (docs/product/point-of-sale.md#returns-and-exchanges): how many
 * come back (never more than were sold minus those returned already), why ("Other" needs a
 * note), back to stock or written off, and what each gives back.
 */
export function ReturnLines({
  purchase,
  choices,
  problems,
  onChange,
}: {
  purchase: Purchase;
  choices: ReturnChoices;
  problems: Record<number, string>;
  onChange: (itemId: number, patch: Partial<LineChoice>) => void;
}) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <style href="pos-return-lines" precedence="default">
        {STYLES}
      </style>
      <table className="pos-return-lines" aria-label="Lines of the sale">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Return</th>
            <th scope="col">Reason</th>
            <th scope="col">Then</th>
            <th scope="col" className="amount">
              Refund
            </th>
          </tr>
        </thead>
        <tbody>
          {purchase.items.map((item) => (
            <ReturnLineRow
              key={item.id}
              purchase={purchase}
              item={item}
              choice={choices[item.id] ?? NO_CHOICE}
              problem={problems[item.id]}
              onChange={(patch) => onChange(item.id, patch)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
