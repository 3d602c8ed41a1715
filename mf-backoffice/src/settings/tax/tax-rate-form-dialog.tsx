import { useId, useState } from 'react';
import { taxRateCreateSchema, type TaxRate, type TaxRateCreate } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast } from '@shop/ui';
import { Alert, Checkbox, TextField, useZodForm } from '@shop/ui/forms';
import { z } from 'zod';
import { FormDialog } from '../../form-dialog';
import type { DialogControls } from '../../use-dialog';
import { useCreateTaxRateMutation, useUpdateTaxRateMutation } from './tax.api';

/** The percentage typed, as a number for the contract to judge; anything else is NaN. */
const percentOf = (text: string) =>
  /^\d+(\.\d*)?$|^\.\d+$/.test(text.trim()) ? Number(text) : Number.NaN;

const formSchema = z
  .object({ name: z.string(), percentage: z.string() })
  .transform((values) => ({ name: values.name, percentage: percentOf(values.percentage) }))
  .pipe(taxRateCreateSchema.omit({ is_default: true }));

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/**
 * "Add Tax Rate" or "Edit Tax Rate" (docs/product/tax.md#rates): a name and a percentage with up to
 * three decimals (8.875), and whether it is the default. The messages are the contract's; a
 * taken name comes back as a 409 under Name.
 */
export function TaxRateFormDialog({
  rate,
  open,
  onClose,
  afterClose,
}: DialogControls & { rate?: TaxRate }) {
  const formId = useId();
  const form = useZodForm(formSchema, {
    name: rate?.name ?? '',
    percentage: rate ? String(rate.percentage) : '',
  });
  const [isDefault, setDefault] = useState(rate?.is_default ?? false);
  const [failure, setFailure] = useState('');
  const [create, creating] = useCreateTaxRateMutation();
  const [update, updating] = useUpdateTaxRateMutation();

  async function save(values: Omit<TaxRateCreate, 'is_default'>) {
    setFailure('');
    try {
      const body = { ...values, is_default: isDefault };
      const saved = rate
        ? await update({ id: rate.id, ...body }).unwrap()
        : await create(body).unwrap();
      showToast(rate ? `Updated ${saved.name}` : `Added ${saved.name}`);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, 'Saving the tax rate failed. Please try again.');
      if (isConflict(error)) form.setServerError('name', message);
      else setFailure(message);
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={rate ? 'Edit Tax Rate' : 'Add Tax Rate'}
      formId={formId}
      focusId={form.field('name').id}
      submitLabel={rate ? 'Update' : 'Create'}
      busy={creating.isLoading || updating.isLoading}
      onSubmit={form.handleSubmit(save)}
    >
      <TextField {...form.field('name')} label="Name" autoComplete="off" />
      <TextField
        {...form.field('percentage')}
        label="Percentage"
        autoComplete="off"
        placeholder="e.g. 8.875"
      />
      <Checkbox checked={isDefault} onChange={(event) => setDefault(event.target.checked)}>
        Default rate (taxes every category without a rule of its own)
      </Checkbox>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
    </FormDialog>
  );
}
