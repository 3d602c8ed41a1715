import { useId, useState } from 'react';
import { purchaseCashierName, type Purchase } from '@shop/contracts';
import { useHasRole, useShopDetails } from '@shop/shop-state';
import { Button } from '@shop/ui/controls';
import { PurchaseReceipt } from '@shop/ui/data';
import { Modal } from '@shop/ui/forms';
import { orderNumber } from './purchase-labels';

/**
 * Reprint Receipt, for staff on a till sale (docs/product/purchases.md#purchase-detail): the
 * till's own receipt (`PurchaseReceipt`, shared through `@shop/ui/data`), drawn from the purchase
 * as the server keeps it, so a reprint says what the first print said. Print prints it alone.
 */
export function ReprintReceipt({ purchase }: { purchase: Purchase }) {
  const isStaff = useHasRole('staff');
  const { shop } = useShopDetails();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!isStaff || purchase.channel !== 'pos') return null;

  const receipt = {
    purchase,
    cashier: purchaseCashierName(purchase) ?? '',
    tendered: purchase.amount_tendered,
    change: purchase.change_due,
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Reprint Receipt</Button>
      <Modal
        open={open}
        title={`Receipt of order ${orderNumber(purchase.id)}`}
        onCancel={() => setOpen(false)}
        footer={
          <div className="pos-receipt-actions">
            <Button onClick={() => setOpen(false)}>Close</Button>{' '}
            <Button type="primary" onClick={() => window.print()}>
              Print Receipt
            </Button>
          </div>
        }
      >
        <section aria-labelledby={titleId}>
          <PurchaseReceipt receipt={receipt} shop={shop} titleId={titleId} />
        </section>
      </Modal>
    </>
  );
}
