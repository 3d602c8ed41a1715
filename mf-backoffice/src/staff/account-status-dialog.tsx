import type { StaffMember } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import type { DialogControls } from '../use-dialog';
import { fullName } from './staff-table';
import { useSetStaffActiveMutation } from './staff.api';

/**
 * Deactivate or reactivate an account, after asking (docs/product/staff.md#staff-accounts): a
 * deactivated account cannot sign in and its open sessions end at once.
 */
export function AccountStatusDialog({
  member,
  open,
  onClose,
  afterClose,
}: DialogControls & { member: StaffMember }) {
  const [setActive, { isLoading, error }] = useSetStaffActiveMutation();
  const deactivating = member.active;
  const verb = deactivating ? 'Deactivate' : 'Reactivate';
  const name = fullName(member);

  async function confirm() {
    const done = await setActive({ id: member.id, active: !deactivating })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    showToast(deactivating ? `Deactivated ${name}` : `Reactivated ${name}`);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={`${verb} ${name}`}
      onCancel={onClose}
      afterClose={afterClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="confirm"
          type="primary"
          danger={deactivating}
          onClick={() => void confirm()}
          loading={isLoading}
        >
          {verb}
        </Button>,
      ]}
    >
      <Text>
        {deactivating
          ? `${name} will no longer be able to sign in, and is signed out everywhere at once.`
          : `${name} will be able to sign in again with their password.`}
      </Text>
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, `${verb} failed. Please try again.`)}
        />
      )}
    </Modal>
  );
}
