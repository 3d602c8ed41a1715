import { useState, type FormEvent } from 'react';
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnRequestSchema,
  type Purchase,
  type ReturnReason,
  type ReturnRequestBody,
} from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text, tokens, variantLabel } from '@shop/ui';
import { Button, QuantityStepper } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import { useRequestReturnMutation } from './purchase-returns.api';
import { remainingUnits } from './use-return-request';

const FORM_ID = 'return-request-form';

interface Choice {
  quantity: number;
  reason: ReturnReason;
  note: string;
}
const NONE: Choice = { quantity: 0, reason: 'wrong_size', note: '' };

const fieldStyle = {
  minHeight: 32,
  font: 'inherit',
  border: `1px solid ${tokens.color.control}`,
  borderRadius: tokens.radius.sm,
} as const;

/** The request's body: the chosen lines in the order's order, a note only when written. */
function requestBody(purchase: Purchase, choices: Record<number, Choice>): ReturnRequestBody {
  return {
    lines: purchase.items
      .filter((item) => (choices[item.id]?.quantity ?? 0) > 0)
      .map((item) => {
        const { quantity, reason, note } = choices[item.id]!;
        return {
          purchase_item_id: item.id,
          quantity,
          reason,
          ...(note.trim() ? { note: note.trim() } : {}),
        };
      }),
  };
}

/**
 * "Request a Return" (docs/product/account.md#returns): for each line, how many to send back (at
 * most what is left of it), why, and a note ("Other" needs one); Send Request asks the shop.
 * The contract's schema checks it first, so the dialog and the server say the same words.
 */
export function ReturnRequestDialog({
  purchase,
  open,
  onClose,
  afterClose,
}: {
  purchase: Purchase;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [problems, setProblems] = useState<{ lines?: string; notes: Record<number, string> }>({
    notes: {},
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestReturnMutation();
  const choose = (id: number, patch: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [id]: { ...(all[id] ?? NONE), ...patch } }));

  async function send(event: FormEvent) {
    event.preventDefault();
    const body = requestBody(purchase, choices);
    const parsed = returnRequestSchema.safeParse(body);
    if (!parsed.success) {
      const notes: Record<number, string> = {};
      let lines: string | undefined;
      for (const issue of parsed.error.issues) {
        const at = issue.path[1];
        const line = typeof at === 'number' ? body.lines[at] : undefined;
        if (line) notes[line.purchase_item_id] ??= issue.message;
        else lines ??= issue.message;
      }
      setProblems({ lines, notes });
      return;
    }
    setProblems({ notes: {} });
    setFailure(null);
    try {
      const made = await request({ purchaseId: purchase.id, ...body }).unwrap();
      showToast(`Return #${made.id} requested`);
      onClose();
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Could not send the request. Please try again.'));
    }
  }

  return (
    <Modal
      open={open}
      title="Request a Return"
      onCancel={onClose}
      afterClose={afterClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" htmlType="submit" form={FORM_ID} loading={isLoading}>
          Send Request
        </Button>,
      ]}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void send(event)}>
        <Text muted>
          Choose what you are sending back. We refund it to your payment method once it arrives.
        </Text>
        {purchase.items.map((item) => {
          const name = item.product.name;
          const left = remainingUnits(purchase, item.id, item.quantity);
          const choice = choices[item.id] ?? NONE;
          const problem = problems.notes[item.id];
          return (
            <fieldset
              key={item.id}
              disabled={left === 0}
              style={{
                border: `1px solid ${tokens.color.line}`,
                borderRadius: tokens.radius.md,
                margin: `${tokens.space.sm}px 0`,
                padding: tokens.space.sm,
              }}
            >
              <legend style={{ fontWeight: 600 }}>{name}</legend>
              <Text muted style={{ margin: 0 }}>
                {variantLabel(item.product)} ·{' '}
                {left === 0
                  ? 'nothing left to return'
                  : `${left} of ${item.quantity} can be returned`}
              </Text>
              {left > 0 && (
                <div
                  style={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: tokens.space.sm,
                    alignItems: 'end',
                  }}
                >
                  <QuantityStepper
                    value={choice.quantity}
                    min={0}
                    max={left}
                    onChange={(quantity) => choose(item.id, { quantity })}
                    label={`Quantity to return of ${name}`}
                    decreaseLabel={`One less ${name}`}
                    increaseLabel={`One more ${name}`}
                  />
                  <label style={{ display: 'grid' }}>
                    Reason
                    <select
                      value={choice.reason}
                      onChange={(event) =>
                        choose(item.id, { reason: event.target.value as ReturnReason })
                      }
                      style={fieldStyle}
                    >
                      {RETURN_REASONS.map((reason) => (
                        <option key={reason} value={reason}>
                          {RETURN_REASON_LABELS[reason]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label style={{ display: 'grid', flex: '1 1 200px' }}>
                    {choice.reason === 'other' ? 'Note (required)' : 'Note (optional)'}
                    <input
                      type="text"
                      value={choice.note}
                      aria-invalid={problem ? true : undefined}
                      onChange={(event) => choose(item.id, { note: event.target.value })}
                      style={fieldStyle}
                    />
                  </label>
                </div>
              )}
              {problem && (
                <div role="alert" style={{ color: tokens.color.danger, fontWeight: 600 }}>
                  {problem}
                </div>
              )}
            </fieldset>
          );
        })}
        {problems.lines && <Alert type="error" showIcon title={problems.lines} />}
        {failure && <Alert type="error" showIcon title={failure} />}
      </form>
    </Modal>
  );
}
