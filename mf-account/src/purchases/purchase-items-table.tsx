import { discountReasonText, type PurchaseItem } from '@shop/contracts';
import { Price, ShopLink, tokens, variantLabel } from '@shop/ui';
import { ResponsiveTable, type ResponsiveColumn } from '@shop/ui/data';

const THUMB = 48;

function ProductImage({ name, url }: { name: string; url: string | null }) {
  if (url) {
    return (
      <img
        src={url}
        alt={name}
        width={THUMB}
        height={THUMB}
        style={{ objectFit: 'cover', borderRadius: tokens.radius.md, flex: 'none' }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`No image for ${name}`}
      style={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        width: THUMB,
        height: THUMB,
        borderRadius: tokens.radius.md,
        background: tokens.color.fill,
        color: tokens.color.muted,
        fontSize: 11,
        textAlign: 'center',
      }}
    >
      No Image
    </span>
  );
}

const line = { display: 'block', fontSize: tokens.fontSize.xs, color: tokens.color.muted };

/**
 * The product in one cell: picture, name (a link to its page), size and colour, brand
 * and SKU. One column rather than five keeps Quantity, Unit Price and Total in view at
 * desktop widths (docs/product/purchases.md#purchase-detail).
 */
function ProductCell({ product }: { product: PurchaseItem['product'] }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: tokens.space.sm }}>
      <ProductImage name={product.name} url={product.image_url} />
      <span style={{ textAlign: 'left' }}>
        <ShopLink href={`/products/${product.id}`} style={{ fontWeight: 600 }}>
          {product.name}
        </ShopLink>
        <span style={line}>{variantLabel(product)}</span>
        <span style={line}>
          {product.brand} · SKU {product.sku}
        </span>
      </span>
    </span>
  );
}

/** A line's till discount: "−$2.00" and its reason, "Damaged" or "Other: bent box". */
function LineDiscount({ item }: { item: PurchaseItem }) {
  if (!item.discount_reason || item.discount_amount <= 0) return <>—</>;
  return (
    <span>
      −<Price value={item.discount_amount} />
      <span style={line}>{discountReasonText(item.discount_reason, item.discount_note)}</span>
    </span>
  );
}

const discountColumn: ResponsiveColumn<PurchaseItem> = {
  key: 'discount',
  title: 'Discount',
  align: 'right',
  render: (item) => <LineDiscount item={item} />,
};

const columns: ResponsiveColumn<PurchaseItem>[] = [
  {
    key: 'product',
    title: 'Product',
    heading: true,
    render: ({ product }) => <ProductCell product={product} />,
  },
  { key: 'quantity', title: 'Quantity', align: 'right', render: (item) => item.quantity },
  {
    key: 'unit-price',
    title: 'Unit Price',
    align: 'right',
    render: (item) => <Price value={item.unit_price} />,
  },
  {
    key: 'total',
    title: 'Total',
    align: 'right',
    render: (item) => <Price value={item.total_price} />,
  },
];

/**
 * The lines of one purchase, at the prices of the moment of sale; cards on a phone. A Discount
 * column, with each line's reason, when a till discount was given on any line
 * (docs/product/purchases.md#purchase-detail); Total stays before it, as the receipt shows it.
 */
export function PurchaseItemsTable({ items }: { items: PurchaseItem[] }) {
  const discounted = items.some((item) => item.discount_amount > 0);
  return (
    <ResponsiveTable
      label="Order items"
      columns={discounted ? [...columns, discountColumn] : columns}
      rows={items}
      rowKey={(item) => item.id}
      empty="No items"
    />
  );
}
