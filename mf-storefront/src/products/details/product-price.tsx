import { listPrice } from '@shop/contracts';
import { useStorefrontSwitches } from '@shop/shop-state';
import { Price, VisuallyHidden, tokens } from '@shop/ui';

/**
 * Selling price, the struck-through list price (×1.2) and the Save 20% badge
 * (docs/product/roles-and-rules.md#business-constants-and-limits), unless the store turned the
 * list price off (docs/product/settings.md#storefront).
 */
export function ProductPrice({ sellingPrice }: { sellingPrice: number }) {
  const { show_list_price } = useStorefrontSwitches();
  if (!show_list_price)
    return (
      <div style={{ margin: `${tokens.space.sm}px 0` }}>
        <Price value={sellingPrice} className="sf-detail-price" />
      </div>
    );
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: tokens.space.sm,
        margin: `${tokens.space.sm}px 0`,
      }}
    >
      <Price value={sellingPrice} className="sf-detail-price" />
      <s style={{ color: tokens.color.muted, fontSize: 18 }}>
        <VisuallyHidden>List price </VisuallyHidden>
        <Price value={listPrice(sellingPrice)} />
      </s>
      <span
        style={{
          background: tokens.color.dangerStrong,
          color: tokens.color.white,
          fontWeight: 700,
          fontSize: tokens.fontSize.xs,
          padding: '2px 10px',
          borderRadius: tokens.radius.pill,
        }}
      >
        Save 20%
      </span>
    </div>
  );
}
