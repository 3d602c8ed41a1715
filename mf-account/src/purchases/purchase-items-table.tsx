import type { PurchaseItem } from '@shop/contracts';
import { Price, tokens } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';

const THUMB = 48;

function ProductImage({ name, url }: { name: string; url: string | null }) {
  if (url) {
    return (
      <img
        src={url}
        alt={name}
        width={THUMB}
        height={THUMB}
        style={{ objectFit: 'cover', borderRadius: tokens.radius.md }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`No image for ${name}`}
      style={{
        display: 'inline-flex',
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

const columns: TableColumnsType<PurchaseItem> = [
  {
    title: 'Product',
    key: 'product',
    render: (_value, { product }) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: tokens.space.sm }}>
        <ProductImage name={product.name} url={product.image_url} />
        <strong>{product.name}</strong>
      </span>
    ),
  },
  { title: 'SKU', key: 'sku', render: (_value, { product }) => product.sku },
  { title: 'Brand', key: 'brand', render: (_value, { product }) => product.brand },
  { title: 'Size', key: 'size', render: (_value, { product }) => product.size },
  { title: 'Color', key: 'color', render: (_value, { product }) => product.color },
  { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
  {
    title: 'Unit Price',
    dataIndex: 'unit_price',
    align: 'right',
    render: (price: number) => <Price value={price} />,
  },
  {
    title: 'Total',
    dataIndex: 'total_price',
    align: 'right',
    render: (price: number) => <Price value={price} />,
  },
];

/** The lines of one purchase, at the prices of the moment of sale. */
export function PurchaseItemsTable({ items }: { items: PurchaseItem[] }) {
  return (
    <Table<PurchaseItem>
      rowKey="id"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
