import { useState } from 'react';
import { shipPurchaseSchema, type Purchase, type ShipPurchaseRequest } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal, TextField, useZodForm } from '@shop/ui/forms';
import { orderNumber } from '../purchase-labels';
import { useShipPurchaseMutation } from './fulfilment.api';

const EMPTY: ShipPurchaseRequest = { carrier: '', tracking_number: '' };

/**
 * Ship (docs/product/purchases.md#fulfilment): the carrier and the tracking number, both
 * required and checked with the contract's words before they are sent; the server's refusal
 * (a cancelled or unpaid order, already shipped) shows in the dialog, which stays open.
 */
export function ShipDialog({
  purchase,
  open,
  onClose,
}: {
  purchase: Purchase;
  open: boolean;
  onClose: () => void;
}) {
  const form = useZodForm(shipPurchaseSchema, EMPTY);
  const [ship, { isLoading }] = useShipPurchaseMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const order = orderNumber(purchase.id);
  const formId = `ship-order-${purchase.id}`;

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={`Ship order ${order}`}
      onCancel={close}
      destroyOnHidden
      footer={
        <>
          <Button onClick={close}>Cancel</Button>{' '}
          <Button type="primary" htmlType="submit" form={formId} loading={isLoading}>
            {isLoading ? 'Shipping...' : 'Ship Order'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={`Ship order ${order}`}
        onSubmit={form.handleSubmit(async (values) => {
          setFailure(null);
          try {
            await ship({ id: purchase.id, ...values }).unwrap();
            showToast(`Order ${order} shipped`);
            close();
          } catch (error) {
            setFailure(apiErrorMessage(error, `Could not ship order ${order}. Please try again.`));
          }
        })}
      >
        <TextField {...form.field('carrier')} label="Carrier" placeholder="e.g. UPS" />
        <TextField {...form.field('tracking_number')} label="Tracking number" autoComplete="off" />
        {failure && (
          <Alert type="error" showIcon title={failure} style={{ marginTop: tokens.space.sm }} />
        )}
      </form>
    </Modal>
  );
}
