import { useId, useState, type FormEvent } from 'react';
import {
  centsToDollars,
  cashMovementSchema,
  type CashMovementKind,
  type DrawerSession,
} from '@shop/contracts';
import { apiErrorMessage, useCan } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Alert, Radio, TextField } from '@shop/ui/forms';
import { FormDialog } from '../form-dialog';
import type { DialogControls } from '../use-dialog';
import { readAmount } from './cash-count';
import { useMoveDrawerCashMutation } from './registers.api';

/**
 * "Cash in or out" (docs/product/registers.md#cash-in-and-out): cash put into the drawer or taken
 * out of it, how much and why; it moves what the drawer should hold.
 */
export function CashMovementDialog({
  session,
  ...controls
}: DialogControls & { session: Pick<DrawerSession, 'id'> & { register: { name: string } } }) {
  const formId = useId();
  const mayMove = useCan('open_close_register');
  const [kind, setKind] = useState<CashMovementKind>('in');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [move, { isLoading, error, reset }] = useMoveDrawerCashMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    const typed = readAmount(amount);
    const body = { kind, amount: 'cents' in typed ? centsToDollars(typed.cents) : NaN, reason };
    const checked = cashMovementSchema.safeParse(body);
    if ('error' in typed || !checked.success) {
      const issue = (field: string) =>
        checked.error?.issues.find((candidate) => candidate.path[0] === field)?.message;
      setErrors({
        amount: 'error' in typed ? typed.error : issue('amount'),
        reason: issue('reason'),
      });
      return;
    }
    setErrors({});
    const moved = await move({ sessionId: session.id, ...checked.data })
      .unwrap()
      .catch(() => null);
    if (!moved) return;
    showToast(`${kind === 'in' ? 'Cash in' : 'Cash out'} recorded on ${session.register.name}`);
    controls.onClose();
  }

  return (
    <FormDialog
      {...controls}
      title={`Cash in or out: ${session.register.name}`}
      formId={formId}
      focusId={`${formId}-amount`}
      submitLabel="Record"
      busy={isLoading}
      onSubmit={(event) => void submit(event)}
    >
      <Radio.Group
        id={`${formId}-kind`}
        aria-label="Cash in or out"
        value={kind}
        onChange={(event) => setKind(event.target.value as CashMovementKind)}
        options={[
          { value: 'in', label: 'Cash in' },
          { value: 'out', label: 'Cash out' },
        ]}
        style={{ marginBottom: tokens.space.md }}
      />
      <TextField
        id={`${formId}-amount`}
        name="amount"
        label="Amount (dollars)"
        value={amount}
        onChange={setAmount}
        autoComplete="off"
        error={errors.amount}
      />
      <TextField
        id={`${formId}-reason`}
        name="reason"
        label="Reason"
        value={reason}
        onChange={setReason}
        placeholder="e.g. Change from the bank, bank deposit"
        autoComplete="off"
        error={errors.reason}
      />
      {!mayMove && (
        <Alert
          type="info"
          showIcon
          title="Moving cash needs the “Open and close a register” permission: someone who holds it approves it after you press Record."
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(
            error,
            'The cash movement could not be recorded. Please try again.',
          )}
          style={{ marginTop: tokens.space.sm }}
        />
      )}
    </FormDialog>
  );
}
