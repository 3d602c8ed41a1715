import { z } from 'zod';
import {
  PERMISSION_LABELS,
  requiredText,
  pinUpdateSchema,
  type PermissionRefusal,
} from '@shop/contracts';
import type { Approval } from '@shop/shop-state';
import { Alert, Button, Modal } from 'antd';
// A kit takes the shared widgets from `@shop/ui`, as status-badge.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { Text, tokens } from '@shop/ui';
import { TextField } from './text-field';
import { PasswordField } from './password-field';
import { useZodForm } from './use-zod-form';

const approvalSchema = z.object({
  username: requiredText('Username is required'),
  pin: pinUpdateSchema.shape.pin,
});

export interface ApprovalDialogProps {
  open: boolean;
  refusal: PermissionRefusal;
  /** The approver named last time, so a mistyped PIN is typed again alone. */
  username: string;
  onApprove: (approval: Approval) => void;
  onCancel: () => void;
  afterClose: () => void;
}

/**
 * Asks whoever holds the missing permission to approve one action on the spot
 * (docs/product/staff.md#approval-on-the-spot): their username and PIN, typed on this screen.
 * The focus starts in the first empty field; Enter approves, Escape declines.
 */
/** antd's dialogs sit at 1000 and its confirmations at 2000: an approval goes above both. */
const APPROVAL_LAYER = 2100;

export function ApprovalDialog({
  open,
  refusal,
  username,
  onApprove,
  onCancel,
  afterClose,
}: ApprovalDialogProps) {
  const form = useZodForm(approvalSchema, { username, pin: '' });
  const usernameField = form.field('username');
  const pinField = form.field('pin');
  const action = PERMISSION_LABELS[refusal.permission];
  const focusFirstEmpty = (opened: boolean) => {
    if (opened) document.getElementById(username ? pinField.id : usernameField.id)?.focus();
  };

  return (
    <Modal
      open={open}
      title="Ask for approval"
      onCancel={onCancel}
      afterClose={afterClose}
      afterOpenChange={focusFirstEmpty}
      footer={null}
      // Above the dialog whose action was refused (a confirmation still open under it).
      zIndex={APPROVAL_LAYER}
    >
      <form noValidate onSubmit={form.handleSubmit(onApprove)}>
        <Alert type="warning" showIcon title={refusal.error} role="alert" />
        <Text>
          Someone allowed to {action.charAt(0).toLowerCase() + action.slice(1)} can approve it here
          with their username and PIN.
        </Text>
        <TextField {...usernameField} label="Approver's username" autoComplete="off" />
        <PasswordField {...pinField} label="PIN" autoComplete="off" />
        {/* Inside the form, so Enter in either field approves wherever the form is. */}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: tokens.space.xs }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit">
            Approve
          </Button>
        </div>
      </form>
    </Modal>
  );
}
