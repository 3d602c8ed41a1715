import { useState } from 'react';
import type { StaffMember } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { Text } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import type { DialogControls } from '../use-dialog';
import { fullName } from './staff-table';
import { makeTemporaryPassword } from './temporary-password';
import { useResetStaffPasswordMutation } from './staff.api';

/**
 * Reset password (docs/product/staff.md#staff-accounts): after asking, the account gets a fresh
 * temporary password, shown here once for the admin to hand over; its owner must change it at
 * the next sign-in. It is never shown again: a lost one is reset again.
 */
export function ResetPasswordDialog({
  member,
  open,
  onClose,
  afterClose,
}: DialogControls & { member: StaffMember }) {
  const [reset, { isLoading, error }] = useResetStaffPasswordMutation();
  const [issued, setIssued] = useState<string | null>(null);
  const name = fullName(member);

  async function confirm() {
    const password = makeTemporaryPassword();
    const done = await reset({ id: member.id, password })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) setIssued(password);
  }

  const footer = issued
    ? [
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="reset" type="primary" onClick={() => void confirm()} loading={isLoading}>
          Reset password
        </Button>,
      ];
  return (
    <Modal
      open={open}
      title={`Reset the password of ${name}`}
      onCancel={onClose}
      afterClose={afterClose}
      footer={footer}
    >
      {issued ? (
        <div role="status">
          <Text>
            The temporary password of {member.username} is <strong>{issued}</strong>
          </Text>
          <Text muted>
            It is shown only now. They choose a new password when they next sign in.
          </Text>
        </div>
      ) : (
        <Text>
          {name} gets a new temporary password and must choose their own at the next sign-in.
        </Text>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'Resetting the password failed. Please try again.')}
        />
      )}
    </Modal>
  );
}
