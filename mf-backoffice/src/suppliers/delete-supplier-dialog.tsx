import type { Supplier, SupplierDeleteResult } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { Text } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import type { DialogControls } from '../use-dialog';
import { useDeleteSupplierMutation } from './suppliers.api';

/**
 * "Are you sure you want to delete this supplier?" (docs/product/suppliers.md). The API
 * deletes a supplier no product refers to and makes one that products refer to
 * inactive instead; `onDone` gets its answer, which says which it was.
 */
export function DeleteSupplierDialog({
  supplier,
  open,
  onClose,
  afterClose,
  onDone,
}: DialogControls & { supplier: Supplier; onDone: (result: SupplierDeleteResult) => void }) {
  const [remove, { isLoading, error }] = useDeleteSupplierMutation();

  async function confirm() {
    const result = await remove(supplier.id)
      .unwrap()
      .catch(() => null);
    if (!result) return;
    onDone(result);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={`Delete ${supplier.name}`}
      onCancel={onClose}
      afterClose={afterClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="delete"
          type="primary"
          danger
          onClick={() => void confirm()}
          loading={isLoading}
        >
          Delete
        </Button>,
      ]}
    >
      <Text>Are you sure you want to delete this supplier?</Text>
      <Text muted>
        A supplier that products name as their preferred supplier is made inactive instead.
      </Text>
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'Deleting the supplier failed. Please try again.')}
        />
      )}
    </Modal>
  );
}
