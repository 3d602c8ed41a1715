import { useAppSelector } from '@shop/shop-state';
import { Price } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { useNarrowScreen } from '@shop/ui/data';
import { selectTillCount, selectTillTotal } from '../till.slice';
import { useTillQuote } from '../discounts/use-till-quote';

const STYLES = `
  .pos-cart-bar { position: sticky; bottom: 0; z-index: 10; display: flex; align-items: center;
    gap: var(--shop-space-sm); margin-top: var(--shop-space-md); padding: var(--shop-space-sm);
    background: var(--shop-white); border-top: 1px solid var(--shop-line);
    box-shadow: 0 -2px 8px rgb(0 0 0 / 8%); }
  .pos-cart-bar-sum { flex: 1; min-width: 0; font-weight: 600; }
`;

/**
 * On a phone the cart sits below every tile, so the till keeps a bar at the bottom of the screen
 * with the item count, the total, the way to the cart and Checkout
 * (docs/product/point-of-sale.md#phone-and-tablet). Wider screens show the cart beside the tiles.
 */
export function TillCartBar({
  onCheckout,
  onViewCart,
}: {
  onCheckout: () => void;
  onViewCart: () => void;
}) {
  const narrow = useNarrowScreen();
  const count = useAppSelector(selectTillCount);
  const subtotal = useAppSelector(selectTillTotal);
  // With discounts given, the total the server priced (docs/product/point-of-sale.md#discounts).
  const { quote, given } = useTillQuote();
  const total = given && quote ? quote.total_amount : subtotal;
  if (!narrow) return null;
  return (
    <section className="pos-cart-bar" aria-label="Cart summary">
      <style href="pos-cart-bar" precedence="default">
        {STYLES}
      </style>
      <span className="pos-cart-bar-sum" aria-live="polite">
        {count === 1 ? '1 item' : `${count} items`} · <Price value={total} />
      </span>
      <Button onClick={onViewCart} disabled={count === 0}>
        View cart
      </Button>
      <Button type="primary" onClick={onCheckout} disabled={count === 0}>
        Checkout
      </Button>
    </section>
  );
}
