import { listPrice } from '@shop/contracts';
import { Price } from '@shop/ui';
import { VisuallyHidden } from './visually-hidden';

/** Selling price, the struck-through list price (×1.2) and the Save 20% badge (spec §9). */
export function ProductPrice({ sellingPrice }: { sellingPrice: number }) {
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, margin: '12px 0' }}
    >
      <Price value={sellingPrice} className="sf-detail-price" />
      <s style={{ color: '#4b5563', fontSize: 18 }}>
        <VisuallyHidden>List price </VisuallyHidden>
        <Price value={listPrice(sellingPrice)} />
      </s>
      <span
        style={{
          background: '#991b1b',
          color: '#fff',
          fontWeight: 700,
          fontSize: 13,
          padding: '2px 10px',
          borderRadius: 999,
        }}
      >
        Save 20%
      </span>
    </div>
  );
}
