import { useShopDetails } from '@shop/shop-state';
import { Panel, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { PurchaseReceipt, type ReceiptOfSale } from '@shop/ui/data';
import { EmailReceipt } from '@shop/ui/forms';

// The receipt itself is shared with the orders desk's reprint (libs/ui/src/data/purchase-receipt.tsx).
export { SHOP_NAME, type ReceiptOfSale } from '@shop/ui/data';

/**
 * The receipt of the sale just recorded (docs/product/point-of-sale.md), with the till's own
 * words around it. Print prints the receipt alone; New Sale puts it away.
 */
export function SaleReceipt({
  receipt,
  onNewSale,
}: {
  receipt: ReceiptOfSale;
  onNewSale: () => void;
}) {
  const { shop } = useShopDetails();
  return (
    <section aria-labelledby="pos-receipt-title">
      <p role="status" style={{ color: tokens.color.success, fontWeight: 700 }}>
        Sale completed successfully!
      </p>
      <Panel style={{ padding: tokens.space.lg, height: 'auto' }}>
        <PurchaseReceipt receipt={receipt} shop={shop} titleId="pos-receipt-title" />
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
          <EmailReceipt
            purchaseId={receipt.purchase.id}
            customerEmail={receipt.purchase.customer_email}
          />
        </div>
      </Panel>
    </section>
  );
}
