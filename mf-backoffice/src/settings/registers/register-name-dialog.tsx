import { useId, useState } from 'react';
import { registerNameSchema, type Register } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast } from '@shop/ui';
import { Alert, TextField, useZodForm } from '@shop/ui/forms';
import { FormDialog } from '../../form-dialog';
import type { DialogControls } from '../../use-dialog';
import { useAddRegisterMutation, useRenameRegisterMutation } from './register-settings.api';

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/**
 * "Add register" or "Rename register" (docs/product/registers.md#registers): its name, at most 50
 * characters, unique ignoring case; a taken name comes back as a 409 under the field.
 */
export function RegisterNameDialog({
  register,
  open,
  onClose,
  afterClose,
}: DialogControls & { register?: Register }) {
  const formId = useId();
  const form = useZodForm(registerNameSchema, { name: register?.name ?? '' });
  const [failure, setFailure] = useState('');
  const [add, adding] = useAddRegisterMutation();
  const [rename, renaming] = useRenameRegisterMutation();

  async function save({ name }: { name: string }) {
    setFailure('');
    try {
      const saved = register
        ? await rename({ id: register.id, name }).unwrap()
        : await add({ name }).unwrap();
      showToast(register ? `Renamed the register to ${saved.name}` : `Added ${saved.name}`);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, 'Saving the register failed. Please try again.');
      if (isConflict(error)) form.setServerError('name', message);
      else setFailure(message);
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={register ? `Rename ${register.name}` : 'Add register'}
      formId={formId}
      focusId={form.field('name').id}
      submitLabel={register ? 'Rename' : 'Add'}
      busy={adding.isLoading || renaming.isLoading}
      onSubmit={form.handleSubmit(save)}
    >
      <TextField
        {...form.field('name')}
        label="Register name"
        placeholder="e.g. Front counter"
        autoComplete="off"
      />
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormDialog>
  );
}
