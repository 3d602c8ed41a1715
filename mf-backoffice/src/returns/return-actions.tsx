import { useState } from 'react';
import { rejectReturnSchema, type ReceiveReturnBody, type SaleReturn } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { formatPrice, showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Input } from '@shop/ui/forms';
import {
  useReceiveReturnMutation,
  useRefundReturnMutation,
  useRejectReturnMutation,
} from './returns-desk.api';

const NOTE_ID = 'return-reject-note';

/**
 * What may be done with a return now (docs/product/point-of-sale.md#the-returns-desk): a request
 * is received, with what happens to each line, or rejected with a note saying why; a received
 * return is refunded. A refusal (the server's words) shows here; a missing permission is offered
 * for approval on the spot by the shared base query.
 */
export function ReturnActions({
  saleReturn,
  lines,
}: {
  saleReturn: SaleReturn;
  lines: ReceiveReturnBody['lines'];
}) {
  const [receive, receiving] = useReceiveReturnMutation();
  const [refund, refunding] = useRefundReturnMutation();
  const [reject, rejecting] = useRejectReturnMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = receiving.isLoading || refunding.isLoading || rejecting.isLoading;
  const id = saleReturn.id;

  async function run(action: () => Promise<unknown>, done: string) {
    setFailure(null);
    try {
      await action();
      showToast(done);
    } catch (error) {
      setFailure(apiErrorMessage(error, `Could not update return #${id}. Please try again.`));
    }
  }

  function sendReject() {
    const parsed = rejectReturnSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteProblem(parsed.error.issues[0]?.message ?? 'Say why the return is declined');
      document.getElementById(NOTE_ID)?.focus();
      return;
    }
    setNoteProblem(null);
    void run(() => reject({ id, ...parsed.data }).unwrap(), `Return #${id} rejected`);
  }

  const row = { display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm } as const;
  return (
    <div style={{ marginTop: tokens.space.md }}>
      {saleReturn.status === 'requested' && (
        <div style={row}>
          <Button
            type="primary"
            loading={receiving.isLoading}
            disabled={busy}
            onClick={() =>
              void run(() => receive({ id, lines }).unwrap(), `Return #${id} received`)
            }
          >
            Mark as Received
          </Button>
          <Button danger disabled={busy} onClick={() => setRejectOpen(true)}>
            Reject…
          </Button>
        </div>
      )}
      {saleReturn.status === 'requested' && rejectOpen && (
        <div style={{ marginTop: tokens.space.sm }}>
          <label htmlFor={NOTE_ID} style={{ display: 'block', fontWeight: 600 }}>
            Why is it declined?
          </label>
          <Input.TextArea
            id={NOTE_ID}
            value={note}
            rows={2}
            status={noteProblem ? 'error' : undefined}
            aria-invalid={noteProblem ? true : undefined}
            aria-describedby={noteProblem ? `${NOTE_ID}-problem` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {noteProblem && (
            <div id={`${NOTE_ID}-problem`} role="alert" style={{ color: tokens.color.danger }}>
              {noteProblem}
            </div>
          )}
          <Button
            danger
            loading={rejecting.isLoading}
            disabled={busy}
            onClick={sendReject}
            style={{ marginTop: tokens.space.xs }}
          >
            Reject Return
          </Button>
        </div>
      )}
      {saleReturn.status === 'received' && (
        <Button
          type="primary"
          loading={refunding.isLoading}
          disabled={busy}
          onClick={() => void run(() => refund(id).unwrap(), `Return #${id} refunded`)}
        >
          Refund {formatPrice(saleReturn.total_amount)}
        </Button>
      )}
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginTop: tokens.space.sm }} />
      )}
    </div>
  );
}
