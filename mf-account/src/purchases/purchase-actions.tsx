import { useState } from 'react';
import { canChangeStatus, type Purchase } from '@shop/contracts';
import { apiErrorMessage, selectUser, useAppSelector, useHasRole } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import { orderNumber } from './purchase-labels';
import { Section } from './purchase-sections';
import { useCancelPurchaseMutation, useUpdatePurchaseMutation } from './purchases.api';

interface Confirmation {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  /** Draws the confirming button red: the change cannot be undone. */
  danger?: boolean;
  run: () => Promise<unknown>;
  done: string;
}

/**
 * What may be done to a purchase. Staff and admin get the Actions box
 * (docs/product/roles-and-rules.md#roles-and-permissions names staff; admin is above staff):
 * complete a pending order, cancel any order not yet cancelled. A customer may cancel their own
 * order while it is pending. The server checks all of this again; a refusal (409) is shown as it
 * comes.
 */
export function PurchaseActions({ purchase }: { purchase: Purchase }) {
  // The hook form, so the dialog renders inside this root's theme provider.
  const [modal, modalHolder] = Modal.useModal();
  const isStaff = useHasRole('staff');
  const isBuyer = useAppSelector(selectUser)?.id === purchase.user.id;
  const [complete, completing] = useUpdatePurchaseMutation();
  const [cancel, cancelling] = useCancelPurchaseMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const order = orderNumber(purchase.id);

  const canComplete = isStaff && purchase.status === 'pending';
  const canCancel = isStaff
    ? canChangeStatus(purchase.status, 'cancelled')
    : isBuyer && purchase.status === 'pending';
  if (!canComplete && !canCancel) return null;

  function confirm({ run, done, danger = false, ...texts }: Confirmation) {
    setFailure(null);
    modal.confirm({
      ...texts,
      okButtonProps: { danger },
      // Returning the promise keeps the dialog open with a busy OK button until it settles.
      onOk: async () => {
        try {
          await run();
          showToast(done);
        } catch (error) {
          setFailure(apiErrorMessage(error, `Could not update order ${order}. Please try again.`));
        }
      },
    });
  }

  const askToComplete = () =>
    confirm({
      title: `Mark order ${order} as completed?`,
      content: 'The order will be recorded as fulfilled.',
      okText: 'Mark as Completed',
      cancelText: 'Cancel',
      run: () => complete({ id: purchase.id, status: 'completed' }).unwrap(),
      done: `Order ${order} marked as completed`,
    });

  const askToCancel = () =>
    confirm({
      title: `Cancel order ${order}?`,
      content: 'Its items go back into stock. This cannot be undone.',
      okText: 'Cancel Order',
      cancelText: 'Keep Order',
      danger: true,
      run: () => cancel(purchase.id).unwrap(),
      done: `Order ${order} cancelled`,
    });

  const busy = completing.isLoading || cancelling.isLoading;
  const buttons = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs }}>
      {canComplete && (
        <Button
          type="primary"
          onClick={askToComplete}
          loading={completing.isLoading}
          disabled={busy}
        >
          Mark as Completed
        </Button>
      )}
      {canCancel && (
        <Button danger onClick={askToCancel} loading={cancelling.isLoading} disabled={busy}>
          Cancel Order
        </Button>
      )}
    </div>
  );
  const error = failure && (
    <Alert type="error" showIcon title={failure} style={{ marginTop: tokens.space.sm }} />
  );

  if (!isStaff) {
    return (
      <div style={{ marginBottom: tokens.space.md }}>
        {buttons}
        {error}
        {modalHolder}
      </div>
    );
  }
  return (
    <Section title="Actions">
      {buttons}
      {error}
      {modalHolder}
    </Section>
  );
}
