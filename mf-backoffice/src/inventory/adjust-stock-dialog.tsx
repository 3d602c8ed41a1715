import { useId } from 'react';
import { z } from 'zod';
import {
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_REASONS,
  adjustStockSchema,
  type AdjustStock,
} from '@shop/contracts';
import { apiErrorMessage, useCan } from '@shop/shop-state';
import { FieldFrame, showToast, Text, tokens } from '@shop/ui';
import { Alert, Input, Radio, useZodForm } from '@shop/ui/forms';
import { signed } from './inventory-labels';
import { countField, countOf, NumberField } from './number-field';
import { FormDialog } from '../form-dialog';
import type { RecordDialogProps } from './inventory-columns';
import { useAdjustStockMutation } from './inventory.api';

const REASON_CHOICES = ADJUSTMENT_REASONS.map((value) => ({
  value,
  label: ADJUSTMENT_REASON_LABELS[value],
}));

/** The form's text as the contract's adjustment body: the contract has the rules and words. */
const adjustForm = z
  .object({ quantity_change: z.string(), reason: z.string(), note: z.string() })
  .transform(({ quantity_change, reason, note }): unknown => ({
    quantity_change: countOf(quantity_change, { signed: true }),
    reason: reason || undefined,
    note,
  }))
  .pipe(adjustStockSchema);

/**
 * Adjust: a correction of the count with its reason (damaged, lost, found, count
 * correction, returned by customer, other; a note is needed for other). The API
 * refuses to take stock below zero, and that message shows here.
 */
export function AdjustStockDialog({ record, open, onClose, afterClose }: RecordDialogProps) {
  const formId = useId();
  const form = useZodForm(adjustForm, { quantity_change: '', reason: '', note: '' });
  const [adjust, { isLoading, error, reset }] = useAdjustStockMutation();
  // Offered without the permission too: the action then waits for an approval on the spot
  // (docs/decisions/0090-approval-on-the-spot-in-the-shared-base-query.md).
  const mayAdjust = useCan('adjust_stock');
  const serverMessage = error ? apiErrorMessage(error, 'Adjustment failed. Please try again.') : '';
  const { quantity_change: text, reason } = form.values;
  const change = Number(text);
  const after = Number.isInteger(change) && text.trim() ? record.quantity_in_stock + change : null;
  const quantity = countField(form.field('quantity_change'), reset);
  const reasonField = form.field('reason');
  // The contract names the reasons it takes; a form with none chosen asks for one.
  const reasonError = reasonField.error && (reason ? reasonField.error : 'Choose a reason');
  const note = form.field('note');

  async function save(valid: AdjustStock) {
    if (isLoading) return;
    const saved = await adjust({ productId: record.product_id, ...valid })
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    showToast(`Adjusted ${record.product.name} by ${signed(valid.quantity_change)}`);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={`Adjust stock of ${record.product.name}`}
      formId={formId}
      focusId={quantity.id}
      submitLabel="Adjust"
      busy={isLoading}
      onSubmit={form.handleSubmit(save)}
    >
      <Text>
        Current stock: <strong>{record.quantity_in_stock}</strong>
      </Text>
      {!mayAdjust && (
        <Text muted>
          Adjusting stock needs an approval: someone allowed to adjust stock enters their PIN after
          you press Adjust.
        </Text>
      )}
      <NumberField
        {...quantity}
        label="Quantity change"
        hint="negative to remove"
        note={after === null ? undefined : `Stock after the change: ${after}`}
      />
      <fieldset
        aria-describedby={reasonError ? `${reasonField.id}-error` : undefined}
        style={{ border: 0, padding: 0, margin: `0 0 ${tokens.space.md}px` }}
      >
        <legend style={{ fontWeight: 600, marginBottom: tokens.space.xs }}>Reason</legend>
        <Radio.Group
          name="reason"
          value={reason || undefined}
          onChange={(event) => {
            reasonField.onChange(String(event.target.value));
            reset();
          }}
          options={REASON_CHOICES}
          style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs }}
        />
        {reasonError && (
          <div id={`${reasonField.id}-error`} role="alert" style={{ color: tokens.color.danger }}>
            {reasonError}
          </div>
        )}
      </fieldset>
      <FieldFrame
        id={note.id}
        label="Note"
        hint={reason === 'other' ? 'required for Other' : 'optional'}
        error={note.error}
      >
        <Input.TextArea
          id={note.id}
          value={note.value}
          onChange={(event) => {
            note.onChange(event.target.value);
            reset();
          }}
          status={note.error ? 'error' : undefined}
          aria-invalid={note.error ? true : undefined}
          aria-describedby={note.error ? `${note.id}-error` : undefined}
          rows={3}
        />
      </FieldFrame>
      {serverMessage && <Alert type="error" showIcon title={serverMessage} />}
    </FormDialog>
  );
}
