import { useId, useState } from 'react';
import {
  discountCodeCreateSchema,
  type DiscountCode,
  type DiscountCodeCreate,
  type DiscountCodeCreateBody,
  type DiscountKind,
} from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast } from '@shop/ui';
import { Alert, TextField, useZodForm } from '@shop/ui/forms';
import { z } from 'zod';
import { FormDialog } from '../form-dialog';
import { LabelledSelect } from '@shop/ui/lists';
import type { DialogControls } from '../use-dialog';
import { useCreateDiscountCodeMutation, useUpdateDiscountCodeMutation } from './discount-codes.api';

const KINDS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'amount', label: 'Amount off' },
] as const;

/** A typed number for the contract to judge (NaN when not one); empty is `empty`. */
const numberOf = <Empty,>(text: string, empty: Empty) =>
  text.trim() === ''
    ? empty
    : /^\d+(\.\d*)?$|^\.\d+$/.test(text.trim())
      ? Number(text)
      : Number.NaN;
const dayOf = (text: string) => (text.trim() === '' ? null : text.trim());

const text = z.string();
const formFields = z.object({
  code: text,
  value: text,
  min_spend: text,
  starts_on: text,
  ends_on: text,
  max_uses: text,
  max_uses_per_customer: text,
});
type FormValues = z.input<typeof formFields>;

/** The form's text as the contract's body, for `kind`; the messages are the contract's. */
const formSchema = (kind: DiscountKind) =>
  formFields
    .transform((values): DiscountCodeCreateBody => ({
      code: values.code,
      kind,
      value: numberOf(values.value, Number.NaN),
      min_spend: numberOf(values.min_spend, 0),
      starts_on: dayOf(values.starts_on),
      ends_on: dayOf(values.ends_on),
      max_uses: numberOf(values.max_uses, null),
      max_uses_per_customer: numberOf(values.max_uses_per_customer, null),
    }))
    .pipe(discountCodeCreateSchema);

const shown = (value: number | string | null | undefined) => (value == null ? '' : String(value));

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/**
 * "Add Discount Code" or "Edit Discount Code" (docs/product/discount-codes.md#managing-codes): the
 * code (fixed once made), percentage or amount off, minimum spend, first and last day, and the
 * limits; a taken code comes back as a 409 under Code.
 */
export function DiscountCodeFormDialog({
  code,
  open,
  onClose,
  afterClose,
}: DialogControls & { code?: DiscountCode }) {
  const formId = useId();
  const [kind, setKind] = useState<DiscountKind>(code?.kind ?? 'percent');
  const initial: FormValues = {
    code: code?.code ?? '',
    value: shown(code?.value),
    min_spend: code?.min_spend ? String(code.min_spend) : '',
    starts_on: shown(code?.starts_on),
    ends_on: shown(code?.ends_on),
    max_uses: shown(code?.max_uses),
    max_uses_per_customer: shown(code?.max_uses_per_customer),
  };
  const form = useZodForm(formSchema(kind), initial);
  const [failure, setFailure] = useState('');
  const [create, creating] = useCreateDiscountCodeMutation();
  const [update, updating] = useUpdateDiscountCodeMutation();

  async function save({ code: typed, is_active: _active, ...terms }: DiscountCodeCreate) {
    setFailure('');
    try {
      const saved = code
        ? await update({ id: code.id, ...terms }).unwrap()
        : await create({ code: typed, ...terms }).unwrap();
      showToast(code ? `Updated ${saved.code}` : `Added ${saved.code}`);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, 'Saving the discount code failed. Please try again.');
      if (isConflict(error)) form.setServerError('code', message);
      else setFailure(message);
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={code ? 'Edit Discount Code' : 'Add Discount Code'}
      formId={formId}
      focusId={form.field(code ? 'value' : 'code').id}
      submitLabel={code ? 'Update' : 'Create'}
      busy={creating.isLoading || updating.isLoading}
      onSubmit={form.handleSubmit(save)}
    >
      {code ? (
        <p>
          Code: <strong>{code.code}</strong>
        </p>
      ) : (
        <TextField {...form.field('code')} label="Code" autoComplete="off" />
      )}
      <LabelledSelect
        label="Discount"
        value={kind}
        options={KINDS}
        onChange={(value) => setKind(value as DiscountKind)}
      />
      <TextField
        {...form.field('value')}
        label={kind === 'percent' ? 'Percentage' : 'Amount ($)'}
        autoComplete="off"
      />
      <TextField {...form.field('min_spend')} label="Minimum spend ($)" autoComplete="off" />
      <TextField {...form.field('starts_on')} label="First day" placeholder="YYYY-MM-DD" />
      <TextField {...form.field('ends_on')} label="Last day" placeholder="YYYY-MM-DD" />
      <TextField {...form.field('max_uses')} label="Uses in all" placeholder="No limit" />
      <TextField
        {...form.field('max_uses_per_customer')}
        label="Uses per customer"
        placeholder="No limit"
      />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
    </FormDialog>
  );
}
