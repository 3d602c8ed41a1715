import { useEffect } from 'react';
import { useAppSelector } from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { useDialog } from '../../use-dialog';
import { selectSaleAttempt, selectTillLines } from '../till.slice';
import { HeldSalesDialog } from './held-sales-dialog';
import { HoldSaleDialog } from './hold-sale-dialog';

/**
 * Under the till's cart (docs/product/point-of-sale.md#held-sales): **Hold sale** parks the cart
 * with a note; **Held sales** lists every register's, to resume or discard.
 */
export function HeldSaleButtons({
  registerId,
  onDialog,
  afterDialog,
}: {
  registerId: number;
  /** Whether one of these dialogs has the keyboard, so the till's own keys stand aside. */
  onDialog: (open: boolean) => void;
  /** After the dialog has gone: the till's search takes the keyboard again. */
  afterDialog: () => void;
}) {
  const empty = useAppSelector(selectTillLines).length === 0;
  // A sale sent without an answer may be recorded: it is completed (or refused), never held.
  const inFlight = useAppSelector(selectSaleAttempt) !== null;
  const { dialog, show, controls: shown } = useDialog<'hold' | 'list'>();
  useEffect(() => onDialog(shown.open), [shown.open, onDialog]);
  const controls = {
    ...shown,
    afterClose: () => {
      shown.afterClose();
      afterDialog();
    },
  };

  return (
    <div style={{ display: 'flex', gap: tokens.space.sm, marginTop: tokens.space.sm }}>
      <Button disabled={empty || inFlight} onClick={() => show('hold')} style={{ flex: 1 }}>
        Hold Sale
      </Button>
      <Button onClick={() => show('list')} style={{ flex: 1 }}>
        Held Sales
      </Button>
      {dialog?.subject === 'hold' && (
        <HoldSaleDialog key={dialog.key} registerId={registerId} {...controls} />
      )}
      {dialog?.subject === 'list' && (
        <HeldSalesDialog key={dialog.key} registerId={registerId} {...controls} />
      )}
    </div>
  );
}
