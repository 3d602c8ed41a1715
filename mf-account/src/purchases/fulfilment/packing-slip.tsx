import { useId, useState } from 'react';
import { formatAddress, type Purchase, type ShopBody } from '@shop/contracts';
import { useShopDetails } from '@shop/shop-state';
import { PageLoading, ShopTime, tokens, variantLabel } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import { customerName, orderNumber } from '../purchase-labels';

/** Printing shows the slip alone, black on white; its buttons are left off the paper. */
const STYLES = `
  .packing-slip table { width: 100%; border-collapse: collapse; }
  .packing-slip th, .packing-slip td { padding: var(--shop-space-xxs) var(--shop-space-xs);
    text-align: left; border-bottom: 1px solid var(--shop-line); }
  .packing-slip .quantity { text-align: right; }
  .packing-slip address { font-style: normal; }
  @media print {
    body * { visibility: hidden !important; }
    .packing-slip, .packing-slip * { visibility: visible !important; color: black !important; }
    .packing-slip { position: absolute; inset: 0 auto auto 0; width: 100%; }
  }
`;

function ShopAddress({ shop }: { shop: ShopBody }) {
  const { line1, line2, city, state, postal_code, country } = shop.address;
  return (
    <address>
      <strong>{shop.name}</strong>
      <br />
      {line1}
      {line2 && (
        <>
          <br />
          {line2}
        </>
      )}
      <br />
      {[city, state, postal_code].filter(Boolean).join(', ')} {country}
      <br />
      {shop.phone} · {shop.email}
    </address>
  );
}

/** The slip itself: from the shop, to the buyer, what is in the parcel; never a price. */
function Slip({
  purchase,
  shop,
  titleId,
}: {
  purchase: Purchase;
  shop: ShopBody;
  titleId: string;
}) {
  const { user } = purchase;
  return (
    <div className="packing-slip">
      <style href="packing-slip" precedence="default">
        {STYLES}
      </style>
      <h2 id={titleId} style={{ margin: 0, fontSize: tokens.fontSize.lg }}>
        Packing slip: order {orderNumber(purchase.id)}
      </h2>
      <p style={{ margin: `${tokens.space.xxs}px 0 ${tokens.space.sm}px` }}>
        Ordered <ShopTime at={purchase.created_at} format="dateTime" />
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xl }}>
        <div>
          <h3 style={{ fontSize: tokens.fontSize.sm, margin: 0 }}>From</h3>
          <ShopAddress shop={shop} />
        </div>
        <div>
          <h3 style={{ fontSize: tokens.fontSize.sm, margin: 0 }}>Ship to</h3>
          <address>
            <strong>{customerName(user) ?? user.username}</strong>
            {purchase.shipping_address && (
              <>
                <br />
                {formatAddress(purchase.shipping_address)}
              </>
            )}
          </address>
        </div>
      </div>
      <table style={{ marginTop: tokens.space.md }}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
            <th scope="col" className="quantity">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {purchase.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.product.name}
                <br />
                <small>{variantLabel(item.product)}</small>
              </td>
              <td>{item.product.sku}</td>
              <td className="quantity">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Print packing slip (docs/product/purchases.md#packing-slip): the shop's details from the store
 * settings, the buyer and the delivery address the order kept, each line with its SKU and
 * quantity, no prices. Print prints the slip alone.
 */
export function PackingSlipButton({ purchase }: { purchase: Purchase }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { shop, loading, failed } = useShopDetails();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Print packing slip</Button>
      <Modal
        open={open}
        width={720}
        title={`Packing slip of order ${orderNumber(purchase.id)}`}
        onCancel={() => setOpen(false)}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Close</Button>{' '}
            <Button type="primary" disabled={!shop} onClick={() => window.print()}>
              Print
            </Button>
          </>
        }
      >
        {loading && <PageLoading label="Loading the shop's details" />}
        {failed && (
          <Alert
            type="error"
            showIcon
            title="Could not load the shop's details. Please try again."
          />
        )}
        {shop && (
          <section aria-labelledby={titleId}>
            <Slip purchase={purchase} shop={shop} titleId={titleId} />
          </section>
        )}
      </Modal>
    </>
  );
}
