import type { Purchase } from '@shop/contracts';
import { Panel, Price, ShopTime, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { EmailReceipt } from '@shop/ui/forms';
import { SaleBarcode } from '../sale-barcode';
import { TENDER_LABELS } from '../../tender-labels';

/** What the receipt shows of a recorded sale, with what only the till knows. */
export interface ReceiptOfSale {
  purchase: Purchase;
  /** The cashier's name as the receipt prints it. */
  cashier: string;
  /** Cash only: what the customer handed over and what they got back. */
  tendered: number | null;
  change: number | null;
}

export const SHOP_NAME = 'FitShop';

/** Printing shows the receipt alone, in black on white, at a till printer's width. */
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

/** The receipts' look and their print rule, for the sale's and the return's receipts. */
export function ReceiptStyles() {
  return (
    <style href="pos-receipt" precedence="default">
      {STYLES}
    </style>
  );
}

/**
 * The receipt of the sale just recorded (docs/product/point-of-sale.md): shop, sale number, date
 * and time, cashier, lines, subtotal, tax and total as the server charged them, payment, for
 * cash what was tendered and the change, and the sale number as a barcode, which the returns
 * screen scans.
 * Print prints it alone; New Sale puts it away.
 */
export function SaleReceipt({
  receipt,
  onNewSale,
}: {
  receipt: ReceiptOfSale;
  onNewSale: () => void;
}) {
  const { purchase, cashier, tendered, change } = receipt;
  return (
    <section aria-labelledby="pos-receipt-title">
      <ReceiptStyles />
      <p role="status" style={{ color: tokens.color.success, fontWeight: 700 }}>
        Sale completed successfully!
      </p>
      <Panel style={{ padding: tokens.space.lg, height: 'auto' }}>
        <div className="pos-receipt">
          <h2 id="pos-receipt-title" style={{ margin: 0, fontSize: tokens.fontSize.lg }}>
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
            <dd>{TENDER_LABELS[purchase.payment_method]}</dd>
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
          <div style={{ marginTop: tokens.space.md, textAlign: 'center' }}>
            <SaleBarcode purchaseId={purchase.id} />
          </div>
        </div>
        <div
          className="pos-receipt-actions"
          style={{ display: 'flex', gap: tokens.space.sm, marginTop: tokens.space.lg }}
        >
          <Button onClick={() => window.print()}>Print Receipt</Button>
          <Button type="primary" onClick={onNewSale}>
            New Sale
          </Button>
        </div>
        <div className="pos-receipt-actions" style={{ marginTop: tokens.space.md }}>
          <EmailReceipt purchaseId={purchase.id} customerEmail={purchase.customer_email} />
        </div>
      </Panel>
    </section>
  );
}
