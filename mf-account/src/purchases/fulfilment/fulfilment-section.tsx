import { useState } from 'react';
import { FULFILMENT_STATUS_LABELS, type Purchase } from '@shop/contracts';
import { apiErrorMessage, useHasRole } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import { orderNumber } from '../purchase-labels';
import { Section } from '../purchase-sections';
import { useDeliverPurchaseMutation } from './fulfilment.api';
import { FulfilmentSteps } from './fulfilment-steps';
import { PackingSlipButton } from './packing-slip';
import { ShipDialog } from './ship-dialog';

/** What the server would refuse anyway: a cancelled order, or a card payment not confirmed. */
const shippable = (purchase: Purchase) =>
  purchase.fulfilment_status === 'unshipped' &&
  purchase.status !== 'cancelled' &&
  purchase.payment_status !== 'awaiting_payment' &&
  purchase.payment_status !== 'failed';

/** Staff's buttons: Ship, Mark delivered (asked first) and Print packing slip. */
function FulfilmentActions({ purchase }: { purchase: Purchase }) {
  const [modal, modalHolder] = Modal.useModal();
  const [shipping, setShipping] = useState(false);
  const [deliver, delivering] = useDeliverPurchaseMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const order = orderNumber(purchase.id);
  const cashOnDelivery =
    purchase.payment_method === 'cash' && purchase.payment_status === 'pending';

  const askToDeliver = () => {
    setFailure(null);
    modal.confirm({
      title: `Mark order ${order} as delivered?`,
      content: cashOnDelivery
        ? 'The order will be completed and its cash on delivery recorded as paid.'
        : 'The order will be completed.',
      okText: 'Mark Delivered',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await deliver(purchase.id).unwrap();
          showToast(`Order ${order} delivered`);
        } catch (error) {
          setFailure(apiErrorMessage(error, `Could not update order ${order}. Please try again.`));
        }
      },
    });
  };

  return (
    <div style={{ marginTop: tokens.space.sm }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs }}>
        {shippable(purchase) && (
          <Button type="primary" onClick={() => setShipping(true)}>
            Ship
          </Button>
        )}
        {purchase.fulfilment_status === 'shipped' && purchase.status !== 'cancelled' && (
          <Button type="primary" onClick={askToDeliver} loading={delivering.isLoading}>
            Mark delivered
          </Button>
        )}
        <PackingSlipButton purchase={purchase} />
      </div>
      {purchase.fulfilment_status === 'unshipped' &&
        purchase.payment_status === 'awaiting_payment' && (
          <p style={{ margin: `${tokens.space.xs}px 0 0` }}>
            Ships once the card payment is confirmed.
          </p>
        )}
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginTop: tokens.space.sm }} />
      )}
      <ShipDialog purchase={purchase} open={shipping} onClose={() => setShipping(false)} />
      {modalHolder}
    </div>
  );
}

/**
 * Delivery of a web order (docs/product/purchases.md#fulfilment): its steps for everyone who may
 * see it, and for staff the buttons that move it. A till sale was handed over at the counter.
 */
export function FulfilmentSection({ purchase }: { purchase: Purchase }) {
  const isStaff = useHasRole('staff');
  if (purchase.channel !== 'web' || !purchase.fulfilment_status) return null;
  return (
    <Section title="Delivery" extra={FULFILMENT_STATUS_LABELS[purchase.fulfilment_status]}>
      <FulfilmentSteps purchase={purchase} />
      {isStaff && <FulfilmentActions purchase={purchase} />}
    </Section>
  );
}
