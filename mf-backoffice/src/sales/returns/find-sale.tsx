import { useState, type FormEvent, type RefObject } from 'react';
import { parseSaleBarcode, type Purchase } from '@shop/contracts';
import { isNotFound } from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Checkbox } from '@shop/ui/forms';
import { useLazyGetReturnableSaleQuery } from './till-returns.api';

const FIELD_ID = 'pos-return-sale';

const STYLES = `
  .pos-return-field { flex: 1 1 240px; height: 44px; padding: 0 var(--shop-space-sm); font: inherit;
    font-size: var(--shop-font-size-md); border: 1px solid var(--shop-subtle);
    border-radius: var(--shop-radius-control); background: var(--shop-white); }
  .pos-return-field:focus-visible { outline: 3px solid var(--shop-brand); outline-offset: 1px; }
`;

/** What a receipt's barcode reads: `S` and at least eight digits, as `saleBarcode` prints it. */
const PRINTED_NUMBER = /^\s*[sS]\d{8,}\s*$/;

/** The sale found, and whether the customer showed its receipt. */
export interface FoundSale {
  purchase: Purchase;
  receipt: boolean;
}

/**
 * Finds the sale to return from (docs/product/point-of-sale.md#returns-and-exchanges): its number
 * scanned from the receipt's barcode or typed (`S00001234`, `#1234`, `1234`) and Enter. "No
 * receipt" says the cashier found the number another way (the purchases list): such a return
 * needs the returns permission or an approval. A scanned receipt number clears it.
 */
export function FindSale({
  inputRef,
  onFound,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onFound: (sale: FoundSale) => void;
}) {
  const [text, setText] = useState('');
  const [noReceipt, setNoReceipt] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [lookUp, { isFetching }] = useLazyGetReturnableSaleQuery();

  async function find(event: FormEvent) {
    event.preventDefault();
    const id = parseSaleBarcode(text);
    if (id === null) {
      setProblem('Scan the receipt’s barcode or type a sale number, such as S00001234 or 1234.');
      return;
    }
    const receipt = PRINTED_NUMBER.test(text) || !noReceipt;
    if (receipt) setNoReceipt(false);
    setProblem(null);
    const answer = await lookUp(id);
    if (answer.data) {
      setText('');
      onFound({ purchase: answer.data, receipt });
    } else if (isNotFound(answer.error)) setProblem(`No sale has the number ${text.trim()}.`);
    else setProblem('The sale could not be loaded. Check the connection and try again.');
  }

  return (
    <form onSubmit={(event) => void find(event)} style={{ marginBottom: tokens.space.lg }}>
      <style href="pos-return-field" precedence="default">
        {STYLES}
      </style>
      <label
        htmlFor={FIELD_ID}
        style={{ display: 'block', fontWeight: 600, marginBottom: tokens.space.xxs }}
      >
        Sale number
      </label>
      <div style={{ display: 'flex', gap: tokens.space.sm, flexWrap: 'wrap' }}>
        <input
          id={FIELD_ID}
          ref={inputRef}
          className="pos-return-field"
          type="search"
          value={text}
          placeholder="Scan the receipt or type its sale number and press Enter"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${FIELD_ID}-notice`}
          onChange={(event) => setText(event.target.value)}
        />
        <Button htmlType="submit" loading={isFetching} style={{ height: 44 }}>
          Find Sale
        </Button>
      </div>
      <Checkbox
        checked={noReceipt}
        onChange={(event) => setNoReceipt(event.target.checked)}
        style={{ marginTop: tokens.space.xs }}
      >
        No receipt (found in the purchases list)
      </Checkbox>
      <div
        id={`${FIELD_ID}-notice`}
        role="status"
        style={{ minHeight: '1.6em', color: tokens.color.danger, fontWeight: 600 }}
      >
        {problem}
      </div>
    </form>
  );
}
