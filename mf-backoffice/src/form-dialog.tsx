import type { FormEvent, ReactNode } from 'react';
import { Button } from '@shop/ui/controls';
import { Modal } from '@shop/ui/forms';
import { focusWhenOpen, type DialogControls } from './use-dialog';

export interface FormDialogProps extends DialogControls {
  title: string;
  /** The form's id; the footer's submit button submits it from outside the form. */
  formId: string;
  /** The field that takes the focus once the dialog has opened. */
  focusId: string;
  submitLabel: string;
  submitDisabled?: boolean;
  busy: boolean;
  /** The form's submit handler, `form.handleSubmit(save)` of `useZodForm`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  width?: number;
  children: ReactNode;
}

/**
 * A dialog around one form: Cancel and the submit button in the footer, Enter in a field
 * submits, the browser's own validation off (the form shows the contract's messages,
 * through `useZodForm`).
 */
export function FormDialog({
  open,
  onClose,
  afterClose,
  title,
  formId,
  focusId,
  submitLabel,
  submitDisabled,
  busy,
  onSubmit,
  width,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterClose={afterClose}
      afterOpenChange={focusWhenOpen(focusId)}
      width={width}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="submit"
          type="primary"
          htmlType="submit"
          form={formId}
          disabled={submitDisabled}
          loading={busy}
        >
          {submitLabel}
        </Button>,
      ]}
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Modal>
  );
}
