import type { KeyboardEvent, RefObject } from 'react';
import { tokens } from '@shop/ui';
import type { TillNotice } from '../cart/use-add-to-till';

const SEARCH_ID = 'pos-search';

const STYLES = `
  .pos-search { width: 100%; height: 44px; padding: 0 var(--shop-space-sm); font: inherit;
    font-size: var(--shop-font-size-md); border: 1px solid var(--shop-subtle);
    border-radius: var(--shop-radius-control); background: var(--shop-white); }
  .pos-search:focus-visible { outline: 3px solid var(--shop-brand); outline-offset: 1px; }
`;

/**
 * The till's one search field (docs/product/point-of-sale.md): typing filters the style tiles;
 * Enter looks the text up as an exact barcode or SKU, as a scanner types it and presses Enter,
 * and only that (the one tile left is not opened too); ↓ and ↑ go to the cart lines.
 */
export function ProductSearch({
  inputRef,
  value,
  onChange,
  onScan,
  onToCart,
  notice,
  searching,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  onScan: (code: string) => void;
  onToCart: () => void;
  notice: TillNotice | null;
  searching: boolean;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      if (value.trim()) onScan(value.trim());
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onToCart();
    }
  }

  return (
    <div style={{ marginBottom: tokens.space.md }}>
      <label
        htmlFor={SEARCH_ID}
        style={{ display: 'block', fontWeight: 600, marginBottom: tokens.space.xxs }}
      >
        Search or scan
      </label>
      <style href="pos-search" precedence="default">
        {STYLES}
      </style>
      <input
        id={SEARCH_ID}
        ref={inputRef}
        className="pos-search"
        type="search"
        value={value}
        placeholder="Name or brand; scan a barcode or SKU and press Enter"
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts="F2"
        aria-describedby={`${SEARCH_ID}-notice`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${SEARCH_ID}-notice`}
        role="status"
        style={{
          minHeight: '1.6em',
          marginTop: tokens.space.xxs,
          fontSize: tokens.fontSize.sm,
          color: notice?.tone === 'problem' ? tokens.color.danger : tokens.color.muted,
          fontWeight: notice?.tone === 'problem' ? 600 : 400,
        }}
      >
        {notice?.text ?? (searching ? 'Searching all styles…' : '')}
      </div>
    </div>
  );
}
