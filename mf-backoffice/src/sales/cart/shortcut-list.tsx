import { Panel, tokens } from '@shop/ui';

/** The till's keys (docs/product/point-of-sale.md), listed where the cashier can see them. */
export const TILL_SHORTCUTS: [keys: string, what: string][] = [
  ['F2', 'Search or scan'],
  ['Enter (in the search)', 'Add the product with that exact code'],
  ['↑ ↓', 'Move through the cart lines'],
  ['+ −', 'Change the quantity of the selected line'],
  ['Delete', 'Remove the selected line'],
  ['F9 or Ctrl+Enter', 'Checkout'],
  ['Enter (in checkout)', 'Complete the sale'],
  ['Esc', 'Back to the search; close the checkout'],
];

export function ShortcutList() {
  return (
    <Panel style={{ padding: tokens.space.lg, height: 'auto', marginTop: tokens.space.md }}>
      <h2 style={{ fontSize: tokens.fontSize.md, margin: `0 0 ${tokens.space.xs}px` }}>
        Keyboard shortcuts
      </h2>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${tokens.space.xxs}px ${tokens.space.sm}px`,
          margin: 0,
          fontSize: tokens.fontSize.sm,
        }}
      >
        {TILL_SHORTCUTS.map(([keys, what]) => (
          <div key={keys} style={{ display: 'contents' }}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd style={{ margin: 0, color: tokens.color.muted }}>{what}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
