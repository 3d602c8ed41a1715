import { useId, useState, type FormEvent } from 'react';
import { centsToDollars, formatCents, type DrawerSession } from '@shop/contracts';
import { apiErrorMessage, useCan } from '@shop/shop-state';
import { Text, tokens } from '@shop/ui';
import { Alert, Radio, TextField } from '@shop/ui/forms';
import { FormDialog } from '../form-dialog';
import type { DialogControls } from '../use-dialog';
import { emptyCount, readAmount, readCount } from './cash-count';
import { DenominationCount } from './denomination-count';
import { useOpenDrawerSessionMutation } from './registers.api';

type FloatBy = 'total' | 'count';

/**
 * "Open a session" (docs/product/registers.md#opening-a-session): the float the drawer starts
 * with, typed as a total or counted by bill and coin. Without the permission to open a register
 * it is still offered: an approval is asked for after pressing Open session.
 */
export function OpenSessionDialog({
  register,
  onOpened,
  ...controls
}: DialogControls & {
  register: { id: number; name: string };
  onOpened: (session: DrawerSession) => void;
}) {
  const formId = useId();
  const mayOpen = useCan('open_close_register');
  const [by, setBy] = useState<FloatBy>('total');
  const [total, setTotal] = useState('');
  const [count, setCount] = useState(emptyCount);
  const [fieldError, setFieldError] = useState('');
  const [open, { isLoading, error, reset }] = useOpenDrawerSessionMutation();
  const counted = readCount(count);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    let float;
    if (by === 'count') {
      if (!counted.ok) return;
      float = { denominations: counted.counts };
    } else {
      const amount = readAmount(total);
      if ('error' in amount) return setFieldError(amount.error);
      float = { total: centsToDollars(amount.cents) };
    }
    const session = await open({ registerId: register.id, float })
      .unwrap()
      .catch(() => null);
    if (session) onOpened(session);
  }

  return (
    <FormDialog
      {...controls}
      title={`Open a session on ${register.name}`}
      formId={formId}
      focusId={by === 'total' ? `${formId}-total` : `${formId}-float-hundreds`}
      submitLabel="Open session"
      busy={isLoading}
      onSubmit={(event) => void submit(event)}
      width={640}
    >
      <Text muted>The float is the cash the drawer starts the day with.</Text>
      <Radio.Group
        id={`${formId}-method`}
        aria-label="Float"
        value={by}
        onChange={(event) => setBy(event.target.value as FloatBy)}
        options={[
          { value: 'total', label: 'Type the total' },
          { value: 'count', label: 'Count the bills and coins' },
        ]}
        style={{ margin: `${tokens.space.sm} 0 ${tokens.space.md}` }}
      />
      {by === 'total' ? (
        <TextField
          id={`${formId}-total`}
          name="float"
          label="Float (dollars)"
          value={total}
          onChange={(text) => {
            setTotal(text);
            setFieldError('');
          }}
          placeholder="e.g. 150.00"
          autoComplete="off"
          error={fieldError}
        />
      ) : (
        <DenominationCount idPrefix={`${formId}-float`} texts={count} onChange={setCount} />
      )}
      {by === 'count' && counted.ok && (
        <Text>The session opens with {formatCents(counted.cents)} in the drawer.</Text>
      )}
      {!mayOpen && (
        <Alert
          type="info"
          showIcon
          title="Opening a session needs the “Open and close a register” permission: someone who holds it approves it after you press Open session."
          style={{ marginTop: tokens.space.sm }}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'The session could not be opened. Please try again.')}
          style={{ marginTop: tokens.space.sm }}
        />
      )}
    </FormDialog>
  );
}
