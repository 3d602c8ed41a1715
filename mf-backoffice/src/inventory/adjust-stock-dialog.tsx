import { useId, useState } from 'react';
import {
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_REASONS,
  adjustStockSchema,
  type AdjustmentReason,
  type AdjustStock,
} from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { FieldFrame, showToast, Text, tokens } from '@shop/ui';
import { Alert, Input, Radio } from '@shop/ui/forms';
import { signed } from './inventory-labels';
import { NumberField } from './number-field';
import { FormDialog } from '../form-dialog';
import type { RecordDialogProps } from './inventory-columns';
import { useAdjustStockMutation } from './inventory.api';

type Field = 'quantity_change' | 'reason' | 'note';
type FieldErrors = Partial<Record<Field, string>>;

const REASON_CHOICES = ADJUSTMENT_REASONS.map((value) => ({
  value,
  label: ADJUSTMENT_REASON_LABELS[value],
}));

/** The contract's verdict on the form, field by field; a missing reason asks for one. */
function check(text: string, reason: AdjustmentReason | undefined, note: string) {
  const body = {
    quantity_change: /^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN,
    reason,
    note,
  };
  const result = adjustStockSchema.safeParse(body);
  if (result.success) return { body: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  if (!reason) errors.reason = 'Choose a reason';
  return { body: undefined, errors };
}

/**
 * Adjust: a correction of the count with its reason (damaged, lost, found, count
 * correction, returned by customer, other; a note is needed for other). The API
 * refuses to take stock below zero, and that message shows here.
 */
export function AdjustStockDialog({ record, open, onClose, afterClose }: RecordDialogProps) {
  const formId = useId();
  const [text, setText] = useState('');
  const [reason, setReason] = useState<AdjustmentReason>();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [adjust, { isLoading, error, reset }] = useAdjustStockMutation();
  const { body, errors } = check(text, reason, note);
  const shown: FieldErrors = tried ? errors : {};
  const serverMessage = error ? apiErrorMessage(error, 'Adjustment failed. Please try again.') : '';
  const change = Number(text);
  const after = Number.isInteger(change) && text.trim() ? record.quantity_in_stock + change : null;

  async function submit(valid: AdjustStock | undefined) {
    setTried(true);
    if (!valid || isLoading) return;
    const saved = await adjust({ productId: record.product_id, ...valid })
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    showToast(`Adjusted ${record.product.name} by ${signed(valid.quantity_change)}`);
    onClose();
  }

  const edited = (apply: () => void) => {
    apply();
    reset();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={`Adjust stock of ${record.product.name}`}
      formId={formId}
      focusId={`${formId}-change`}
      submitLabel="Adjust"
      busy={isLoading}
      onSubmit={() => void submit(body)}
    >
      <Text>
        Current stock: <strong>{record.quantity_in_stock}</strong>
      </Text>
      <NumberField
        id={`${formId}-change`}
        label="Quantity change"
        hint="negative to remove"
        value={text}
        onChange={(value) => edited(() => setText(value))}
        error={shown.quantity_change}
        note={after === null ? undefined : `Stock after the change: ${after}`}
      />
      <fieldset
        aria-describedby={shown.reason ? `${formId}-reason-error` : undefined}
        style={{ border: 0, padding: 0, margin: `0 0 ${tokens.space.md}px` }}
      >
        <legend style={{ fontWeight: 600, marginBottom: tokens.space.xs }}>Reason</legend>
        <Radio.Group
          name="reason"
          value={reason}
          onChange={(event) => edited(() => setReason(event.target.value as AdjustmentReason))}
          options={REASON_CHOICES}
          style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs }}
        />
        {shown.reason && (
          <div id={`${formId}-reason-error`} role="alert" style={{ color: tokens.color.danger }}>
            {shown.reason}
          </div>
        )}
      </fieldset>
      <FieldFrame
        id={`${formId}-note`}
        label="Note"
        hint={reason === 'other' ? 'required for Other' : 'optional'}
        error={shown.note}
      >
        <Input.TextArea
          id={`${formId}-note`}
          value={note}
          onChange={(event) => edited(() => setNote(event.target.value))}
          status={shown.note ? 'error' : undefined}
          aria-invalid={shown.note ? true : undefined}
          aria-describedby={shown.note ? `${formId}-note-error` : undefined}
          rows={3}
        />
      </FieldFrame>
      {serverMessage && <Alert type="error" showIcon title={serverMessage} />}
    </FormDialog>
  );
}
