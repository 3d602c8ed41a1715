import { useId, useState } from 'react';
import { pinUpdateSchema, type PinUpdate, type StaffMember } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text } from '@shop/ui';
import { Alert, PasswordField, useZodForm } from '@shop/ui/forms';
import { FormDialog } from '../form-dialog';
import type { DialogControls } from '../use-dialog';
import { fullName } from './staff-table';
import { useSetStaffPinMutation } from './staff.api';

/**
 * Set PIN (docs/product/staff.md#pins): the short number a staff member types to approve an
 * action on the spot. A new PIN replaces the old one.
 */
export function SetPinDialog({
  member,
  open,
  onClose,
  afterClose,
}: DialogControls & { member: StaffMember }) {
  const formId = useId();
  const form = useZodForm(pinUpdateSchema, { pin: '' });
  const [setPin, { isLoading }] = useSetStaffPinMutation();
  const [failure, setFailure] = useState('');
  const pin = form.field('pin');
  const name = fullName(member);

  async function save(body: PinUpdate) {
    setFailure('');
    const done = await setPin({ id: member.id, ...body })
      .unwrap()
      .then(() => true)
      .catch((error: unknown) => {
        setFailure(apiErrorMessage(error, 'Setting the PIN failed. Please try again.'));
        return false;
      });
    if (!done) return;
    showToast(`Set the PIN of ${name}`);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={`Set the PIN of ${name}`}
      formId={formId}
      focusId={pin.id}
      submitLabel="Set PIN"
      busy={isLoading}
      onSubmit={form.handleSubmit(save)}
    >
      <Text muted>
        {member.has_pin ? 'The new PIN replaces the old one.' : 'They have no PIN yet.'}
      </Text>
      <PasswordField {...pin} label="PIN" hint="4 to 8 digits" autoComplete="off" />
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormDialog>
  );
}
