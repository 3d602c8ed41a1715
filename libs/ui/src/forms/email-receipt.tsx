import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { MAIL_NOT_SET_UP } from '@shop/contracts';
import { apiErrorMessage, useEmailReceiptMutation, useMailConfigured } from '@shop/shop-state';
// A kit takes the tokens from the shared `@shop/ui`, as status-badge.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';
import { TextField } from './text-field';

/**
 * "Email receipt" for a recorded sale (docs/product/e-mails.md#e-mailing-a-receipt): on the till's
 * receipt and on a purchase's page. The address starts as the customer's. When the shop has no
 * SMTP server the option says that receipts are only logged, before and after sending.
 */
export function EmailReceipt({
  purchaseId,
  customerEmail,
}: {
  purchaseId: number;
  customerEmail: string | null;
}) {
  const configured = useMailConfigured();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(customerEmail ?? '');
  const [send, { data, error, isLoading, reset }] = useEmailReceiptMutation();
  const fieldId = `email-receipt-${purchaseId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ purchaseId, email: email.trim() });
  };
  const close = () => {
    setOpen(false);
    reset();
  };

  return (
    <div style={{ display: 'grid', gap: tokens.space.xs }}>
      {!open && (
        <div>
          <Button onClick={() => setOpen(true)}>Email receipt</Button>
        </div>
      )}
      {configured === false && (
        <small style={{ color: tokens.color.muted }}>{MAIL_NOT_SET_UP}</small>
      )}
      {open && (
        <form aria-label="Email receipt" onSubmit={submit} noValidate>
          <TextField
            id={fieldId}
            name="email"
            label="Send the receipt to"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              reset();
            }}
          />
          <div style={{ display: 'flex', gap: tokens.space.sm }}>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Send
            </Button>
            <Button onClick={close}>Close</Button>
          </div>
          {data && (
            <p role="status">
              {data.mail_configured
                ? `Receipt sent to ${data.sent_to}`
                : `Receipt logged for ${data.sent_to}: e-mail is not set up`}
            </p>
          )}
          {error && (
            <p role="alert" style={{ color: tokens.color.danger }}>
              {apiErrorMessage(error, 'Could not e-mail the receipt')}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
