import { useState } from 'react';
import type { StaffStyle } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text } from '@shop/ui';
import { StatusBadge } from '@shop/ui/data';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import { useSetStyleArchivedMutation } from './catalogue.api';

/**
 * The style's state and its Archive or Restore, after a confirmation: an archived style leaves
 * the storefront and the till and stays in history and reports (docs/product/catalogue.md#routes).
 */
export function StyleStatusActions({ style }: { style: StaffStyle }) {
  const [confirming, setConfirming] = useState(false);
  const [setArchived, { isLoading, error, reset }] = useSetStyleArchivedMutation();
  const archiving = style.is_active;
  const verb = archiving ? 'Archive' : 'Restore';

  async function confirm() {
    const done = await setArchived({ styleId: style.id, archived: archiving })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    showToast(archiving ? `Archived ${style.name}` : `Restored ${style.name}`);
    setConfirming(false);
  }

  return (
    <>
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <StatusBadge status={style.is_active ? 'active' : 'archived'} />
        <Button
          danger={archiving}
          onClick={() => {
            reset();
            setConfirming(true);
          }}
        >
          {verb} style
        </Button>
      </span>
      <Modal
        open={confirming}
        title={`${verb} ${style.name}?`}
        onCancel={() => setConfirming(false)}
        footer={[
          <Button key="cancel" onClick={() => setConfirming(false)}>
            Cancel
          </Button>,
          <Button
            key="confirm"
            type="primary"
            danger={archiving}
            loading={isLoading}
            onClick={() => void confirm()}
          >
            {verb}
          </Button>,
        ]}
      >
        <Text>
          {archiving
            ? 'The style leaves the storefront and the till. Its sales stay in history and reports.'
            : 'The style and its active variants are on sale again.'}
        </Text>
        {error && (
          <Alert
            type="error"
            showIcon
            title={apiErrorMessage(error, `${verb} failed. Please try again.`)}
          />
        )}
      </Modal>
    </>
  );
}
