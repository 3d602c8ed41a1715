import { useId, useState, type FormEvent } from 'react';
import { holdSaleSchema, HELD_SALE_HOURS } from '@shop/contracts';
import { apiErrorMessage, useAppDispatch, useAppSelector } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Alert, TextField } from '@shop/ui/forms';
import { FormDialog } from '../../form-dialog';
import type { DialogControls } from '../../use-dialog';
import { selectTillCustomer, selectTillLines, tillCleared } from '../till.slice';
import { customerName } from '../customers/customer-name';
import {
  discountFields,
  selectLineDiscounts,
  selectSaleDiscount,
} from '../discounts/till-discounts.slice';
import { useHoldSaleMutation } from './held-sales.api';

/** Said wherever a sale is held or listed (docs/product/point-of-sale.md#held-sales). */
export const NO_STOCK_RESERVED = `A held sale does not reserve stock: its items may sell meanwhile. It expires after ${HELD_SALE_HOURS} hours.`;

/**
 * "Hold sale": the till's cart parked on the server with a note saying whose it is, its customer
 * and its discounts kept (docs/decisions/0114-held-sales-keep-their-discounts.md); the till is then empty for the next customer.
 */
export function HoldSaleDialog({
  registerId,
  ...controls
}: DialogControls & { registerId: number }) {
  const formId = useId();
  const noteId = `${formId}-note`;
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectTillLines);
  const customer = useAppSelector(selectTillCustomer);
  const lineDiscounts = useAppSelector(selectLineDiscounts);
  const saleDiscount = useAppSelector(selectSaleDiscount);
  const [note, setNote] = useState(customer ? customerName(customer) : '');
  const [noteError, setNoteError] = useState<string>();
  const [hold, { isLoading, error, reset }] = useHoldSaleMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    const checked = holdSaleSchema.safeParse({
      register_id: registerId,
      note,
      items: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
      customer_id: customer?.id ?? null,
      // The discounts go with it, as given; the sale prices and judges them when it is completed.
      ...discountFields(
        { lines: lineDiscounts, sale: saleDiscount },
        lines.map((line) => line.id),
      ),
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setNoteError(issue?.path[0] === 'note' ? issue.message : undefined);
      document.getElementById(noteId)?.focus();
      return;
    }
    setNoteError(undefined);
    const held = await hold(checked.data)
      .unwrap()
      .catch(() => null);
    if (!held) return;
    dispatch(tillCleared());
    showToast(`Sale held: ${held.note}`);
    controls.onClose();
  }

  return (
    <FormDialog
      {...controls}
      title="Hold sale"
      formId={formId}
      focusId={noteId}
      submitLabel="Hold Sale"
      busy={isLoading}
      submitDisabled={lines.length === 0}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        id={noteId}
        name="note"
        label="Note"
        hint="Whose sale it is, so any till can find it"
        placeholder="e.g. Maya, trying shoes on"
        value={note}
        onChange={setNote}
        autoComplete="off"
        error={noteError}
      />
      <Alert type="info" showIcon title={NO_STOCK_RESERVED} />
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'The sale could not be held. Please try again.')}
          style={{ marginTop: tokens.space.sm }}
        />
      )}
    </FormDialog>
  );
}
