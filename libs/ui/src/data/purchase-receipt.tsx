import type { Purchase } from '@shop/contracts';
// A kit takes the plain widgets and tokens from the shared `@shop/ui`, as pager.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { Price, ShopTime, tokens } from '@shop/ui';
import { SaleBarcode } from './sale-barcode';

/** What a receipt prints of a recorded sale. */
export interface ReceiptOfSale {
  purchase: Purchase;
  /** The cashier's name as the receipt prints it. */
  cashier: string;
  /** Cash only: what the customer handed over and what they got back. */
  tendered: number | null;
  change: number | null;
}

export const SHOP_NAME = 'FitShop';

const PAYMENT_LABELS = { cash: 'Cash', card: 'Card' } as const;

/**
 * Printing shows the receipt alone, in black on white, at a till printer's width; whatever holds
 * its buttons carries `pos-receipt-actions` and is left off the paper.
 */
const STYLES = `
  .pos-receipt table { width: 100%; border-collapse: collapse; font-size: var(--shop-font-size-sm); }
  .pos-receipt th, .pos-receipt td { padding: var(--shop-space-xxs) 0; text-align: left; }
  .pos-receipt .amount { text-align: right; white-space: nowrap; }
  .pos-receipt dl { display: grid; grid-template-columns: 1fr auto; gap: var(--shop-space-xxs);
    margin: var(--shop-space-sm) 0 0; }
  .pos-receipt dd { margin: 0; text-align: right; font-weight: 600; }
  @media print {
    body * { visibility: hidden !important; }
    .pos-receipt, .pos-receipt * { visibility: visible !important; color: black !important; }
    .pos-receipt { position: absolute; inset: 0 auto auto 0; width: 80mm; border: 0 !important;
      box-shadow: none !important; padding: 0 !important; }
    .pos-receipt-actions { display: none !important; }
  }
`;

/** The receipts' look and their print rule: the sale's and the return's receipts. */
export function ReceiptStyles() {
  return (
    <style href="pos-receipt" precedence="default">
      {STYLES}
    </style>
  );
}

/**
 * A sale's receipt, the one the till prints and the orders desk reprints
 * (docs/product/point-of-sale.md, docs/product/purchases.md#purchase-detail): shop, sale number,
 * date and time, cashier, lines, subtotal, tax and total as the server charged them, payment, and
 * for cash what was tendered and the change, and the sale number as a barcode, which the till's
 * returns screen scans. Its heading carries `titleId`, for the region around it.
 */
export function PurchaseReceipt({ receipt, titleId }: { receipt: ReceiptOfSale; titleId: string }) {
  const { purchase, cashier, tendered, change } = receipt;
  return (
    <div className="pos-receipt">
      <ReceiptStyles />
      <h2 id={titleId} style={{ margin: 0, fontSize: tokens.fontSize.lg }}>
        {SHOP_NAME} receipt
      </h2>
      <dl>
        <dt>Sale</dt>
        <dd>#{purchase.id}</dd>
        <dt>Date</dt>
        <dd>
          <ShopTime at={purchase.created_at} format="dateTime" />
        </dd>
        <dt>Cashier</dt>
        <dd>{cashier}</dd>
      </dl>
      <table style={{ marginTop: tokens.space.sm }}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="amount">
              Qty
            </th>
            <th scope="col" className="amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {purchase.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.product.name}
                <br />
                <small>
                  {item.product.sku} @ <Price value={item.unit_price} />
                </small>
              </td>
              <td className="amount">{item.quantity}</td>
              <td className="amount">
                <Price value={item.total_price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <dt>Subtotal</dt>
        <dd>
          <Price value={purchase.subtotal} />
        </dd>
        <dt>Tax</dt>
        <dd>
          <Price value={purchase.tax} />
        </dd>
        <dt>Total</dt>
        <dd>
          <Price value={purchase.total_amount} />
        </dd>
        <dt>Payment</dt>
        <dd>{PAYMENT_LABELS[purchase.payment_method]}</dd>
        {tendered !== null && (
          <>
            <dt>Tendered</dt>
            <dd>
              <Price value={tendered} />
            </dd>
            <dt>Change</dt>
            <dd>
              <Price value={change ?? 0} />
            </dd>
          </>
        )}
      </dl>
      <div style={{ marginTop: tokens.space.md }}>
        <SaleBarcode purchaseId={purchase.id} />
      </div>
    </div>
  );
}
