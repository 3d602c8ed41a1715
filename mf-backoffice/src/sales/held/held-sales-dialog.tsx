import { useState } from 'react';
import type { HeldSale } from '@shop/contracts';
import { apiErrorMessage, useAppDispatch, useAppSelector } from '@shop/shop-state';
import { LoadError, showToast, Spinner, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import type { DialogControls } from '../../use-dialog';
import { heldSaleResumed, selectTillLines } from '../till.slice';
import { HeldSaleItem } from './held-sale-item';
import { NO_STOCK_RESERVED } from './hold-sale-dialog';
import {
  useDiscardHeldSaleMutation,
  useGetHeldSalesQuery,
  useResumeHeldSaleMutation,
} from './held-sales.api';

const STYLES = `
  .pos-held-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--shop-space-sm); }
  .pos-held { display: grid; gap: var(--shop-space-xxs); padding: var(--shop-space-sm);
    border: 1px solid var(--shop-line); border-radius: var(--shop-radius-md); }
  .pos-held-note { margin: 0; font-size: var(--shop-font-size-md); }
  .pos-held-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--shop-space-xs);
    margin-top: var(--shop-space-xs); }
`;

/** Whether every piece held came back into the till (some may have sold meanwhile). */
const allInStock = (held: HeldSale) =>
  held.lines.every((line) => line.quantity <= line.quantity_in_stock);

/**
 * "Held sales" (docs/product/point-of-sale.md#held-sales): every register's held sales, newest
 * first, each resumed into this till (when its cart is empty) or discarded.
 */
export function HeldSalesDialog({
  registerId,
  ...controls
}: DialogControls & { registerId: number }) {
  const dispatch = useAppDispatch();
  const cartHasLines = useAppSelector(selectTillLines).length > 0;
  const list = useGetHeldSalesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [resume, resuming] = useResumeHeldSaleMutation();
  const [discard, discarding] = useDiscardHeldSaleMutation();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [working, setWorking] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function act(id: number, action: () => Promise<void>, fallback: string) {
    setFailure(null);
    setWorking(id);
    try {
      await action();
    } catch (error) {
      setFailure(apiErrorMessage(error, fallback));
      void list.refetch();
    } finally {
      setWorking(null);
    }
  }

  const onResume = (held: HeldSale) =>
    act(
      held.id,
      async () => {
        const resumed = await resume({ id: held.id, registerId }).unwrap();
        dispatch(heldSaleResumed(resumed));
        showToast(
          allInStock(resumed)
            ? `Resumed: ${resumed.note}`
            : `Resumed: ${resumed.note}. Some items sold meanwhile: the cart holds what is in stock.`,
        );
        controls.onClose();
      },
      'The held sale could not be resumed. Please try again.',
    );

  const onDiscard = (held: HeldSale) =>
    act(
      held.id,
      async () => {
        await discard(held.id).unwrap();
        setConfirming(null);
        showToast(`Discarded: ${held.note}`);
        await list.refetch();
      },
      'The held sale could not be discarded. Please try again.',
    );

  const sales = list.data ?? [];
  return (
    <Modal
      open={controls.open}
      title="Held sales"
      onCancel={controls.onClose}
      afterClose={controls.afterClose}
      focusable={{ focusTriggerAfterClose: false }}
      footer={[
        <Button key="close" onClick={controls.onClose}>
          Close
        </Button>,
      ]}
    >
      <style href="pos-held" precedence="default">
        {STYLES}
      </style>
      <Text muted>{NO_STOCK_RESERVED}</Text>
      {cartHasLines && (
        <Alert
          type="warning"
          showIcon
          title="Hold or finish the sale in the cart before resuming another."
          style={{ margin: `${tokens.space.sm}px 0` }}
        />
      )}
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ margin: `${tokens.space.sm}px 0` }} />
      )}
      <div style={{ marginTop: tokens.space.sm }}>
        {list.isLoading ? (
          <Spinner label="Loading held sales" size={32} />
        ) : list.isError ? (
          <LoadError
            message="The held sales could not be loaded."
            onRetry={() => void list.refetch()}
          />
        ) : sales.length === 0 ? (
          <Text>No sales are held on any register.</Text>
        ) : (
          <ul className="pos-held-list" aria-label="Held sales">
            {sales.map((held) => (
              <HeldSaleItem
                key={held.id}
                held={held}
                canResume={!cartHasLines}
                busy={working === held.id && (resuming.isLoading || discarding.isLoading)}
                confirming={confirming === held.id}
                onResume={() => void onResume(held)}
                onDiscard={() => setConfirming(held.id)}
                onConfirmDiscard={() => void onDiscard(held)}
                onKeep={() => setConfirming(null)}
              />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
