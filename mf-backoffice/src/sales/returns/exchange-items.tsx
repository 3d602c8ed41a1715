import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { StyleCard } from '@shop/contracts';
import { lineTotal } from '@shop/shop-state';
import { LoadError, Price, Text, tokens, variantLabel } from '@shop/ui';
import { Button, QuantityStepper } from '@shop/ui/controls';
import { useDialog } from '../../use-dialog';
import type { TillNotice } from '../cart/use-add-to-till';
import { ProductSearch } from '../catalogue/product-search';
import { StyleTiles } from '../catalogue/style-tiles';
import { useScan } from '../catalogue/use-scan';
import { useTillStyles } from '../catalogue/use-till-styles';
import { VariantPickerDialog } from '../catalogue/variant-picker-dialog';
import { lineLimit, type TillLine, type TillProduct } from '../till.slice';

/** One more of `product` on the exchange, within its stock, and what the cashier reads. */
function withOneMore(
  lines: readonly TillLine[],
  product: TillProduct,
): { lines: TillLine[] | null; notice: TillNotice } {
  const line = lines.find((item) => item.id === product.id);
  const taken = line?.quantity ?? 0;
  if (taken >= lineLimit(product))
    return {
      lines: null,
      notice: {
        tone: 'problem',
        text:
          product.quantity_in_stock > 0
            ? `All ${product.quantity_in_stock} of ${product.name} in stock are on the exchange.`
            : `${product.name} (${product.sku}) is out of stock.`,
      },
    };
  const next = line
    ? lines.map((item) => (item.id === product.id ? { ...item, quantity: taken + 1 } : item))
    : [...lines, { ...product, quantity: 1 }];
  return { lines: next, notice: { tone: 'added', text: `Added ${product.name} to the exchange.` } };
}

/**
 * The new items of an exchange (docs/product/point-of-sale.md#returns-and-exchanges), found as at
 * the till: a scanned barcode or SKU, or a style found by name and its size-by-colour picker.
 * Each line is capped at the stock, with its quantity and Remove.
 */
export function ExchangeItems({
  lines,
  onLinesChange,
}: {
  lines: readonly TillLine[];
  onLinesChange: Dispatch<SetStateAction<TillLine[]>>;
}) {
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<TillNotice | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const current = useRef(lines);
  current.current = lines;
  const picker = useDialog<StyleCard>();
  const till = useTillStyles(query);

  const add = useCallback(
    (product: TillProduct): TillNotice => {
      const result = withOneMore(current.current, product);
      if (result.lines) {
        current.current = result.lines;
        onLinesChange(result.lines);
      }
      setNotice(result.notice);
      return result.notice;
    },
    [onLinesChange],
  );
  const scan = useScan(add);

  return (
    <section aria-labelledby="pos-exchange-title">
      <h3 id="pos-exchange-title" style={{ fontSize: tokens.fontSize.md }}>
        Exchange items
      </h3>
      <ProductSearch
        inputRef={searchRef}
        value={query}
        onChange={(text) => {
          setQuery(text);
          setNotice(null);
        }}
        onScan={(code) => {
          setQuery('');
          void scan(code).then(setNotice);
        }}
        onToCart={() => undefined}
        notice={notice}
        searching={till.searching}
      />
      {till.isError && (
        <LoadError
          message="The products could not be loaded."
          onRetry={() => void till.refetch()}
        />
      )}
      {query.trim() !== '' && !till.isError && (
        <StyleTiles styles={till.styles} onOpen={picker.show} />
      )}
      {lines.length === 0 ? (
        <Text muted>No exchange items: scan or find the items the customer takes instead.</Text>
      ) : (
        <ul aria-label="Exchange lines" style={{ listStyle: 'none', padding: 0 }}>
          {lines.map((line) => (
            <li
              key={line.id}
              aria-label={line.name}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: tokens.space.sm,
                alignItems: 'center',
                padding: `${tokens.space.xs}px 0`,
                borderBottom: `1px solid ${tokens.color.line}`,
              }}
            >
              <span style={{ flex: '1 1 200px' }}>
                <strong>{line.name}</strong>
                <br />
                <small>
                  {variantLabel(line)} · {line.sku}
                </small>
              </span>
              <QuantityStepper
                value={line.quantity}
                max={lineLimit(line)}
                onChange={(quantity) =>
                  onLinesChange((all) =>
                    all.map((item) => (item.id === line.id ? { ...item, quantity } : item)),
                  )
                }
                label={`Exchange quantity of ${line.name}`}
                hideLabel
              />
              <Price value={lineTotal(line)} />
              <Button
                onClick={() => onLinesChange((all) => all.filter((item) => item.id !== line.id))}
              >
                Remove {line.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {picker.dialog && (
        <VariantPickerDialog
          key={picker.dialog.key}
          style={picker.dialog.subject}
          onChoose={add}
          {...picker.controls}
          afterClose={() => {
            picker.controls.afterClose();
            searchRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}
