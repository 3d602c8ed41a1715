import { useId, useState, type FormEvent } from 'react';
import {
  centsToDollars,
  CLOSE_NOTE_MAX,
  dollarsToCents,
  formatCents,
  NOTE_FOR_OVER_SHORT,
  overShortCents,
  overShortLabel,
  type DrawerSession,
} from '@shop/contracts';
import { apiErrorMessage, useCan } from '@shop/shop-state';
import { LoadError, PageLoading, Text, tokens } from '@shop/ui';
import { Alert, TextField } from '@shop/ui/forms';
import { FormDialog } from '../form-dialog';
import type { DialogControls } from '../use-dialog';
import { emptyCount, readAmount, readCount } from './cash-count';
import { DenominationCount } from './denomination-count';
import { useCloseDrawerSessionMutation, useGetDrawerSessionQuery } from './registers.api';

/**
 * "Close the session" (docs/product/registers.md#closing): count the cash by bill and coin, type
 * the card total the terminal printed, and see each tender expected against counted, over or
 * short, as you type; a drawer over or short needs a note. Closing draws up the Z report.
 */
export function CloseSessionDialog({
  sessionId,
  registerName,
  onClosed,
  ...controls
}: DialogControls & {
  sessionId: number;
  registerName: string;
  onClosed: (session: DrawerSession) => void;
}) {
  const formId = useId();
  const mayClose = useCan('open_close_register');
  const reading = useGetDrawerSessionQuery(sessionId, { refetchOnMountOrArgChange: true });
  const [count, setCount] = useState(emptyCount);
  const [cardText, setCardText] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ card?: string; note?: string }>({});
  const [close, { isLoading, error, reset }] = useCloseDrawerSessionMutation();

  const report = reading.data?.report;
  const expectedOf = (method: 'cash' | 'card') =>
    dollarsToCents(report?.tenders.find((tender) => tender.method === method)?.expected ?? 0);
  const cash = readCount(count);
  const card = cardText.trim() ? readAmount(cardText) : { cents: 0 };
  const lines = [
    { name: 'Cash', expected: expectedOf('cash'), counted: cash.ok ? cash.cents : null },
    { name: 'Card', expected: expectedOf('card'), counted: 'cents' in card ? card.cents : null },
  ];
  const uneven = lines.some((line) => line.counted !== null && line.counted !== line.expected);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    const problems = {
      card: 'error' in card ? card.error : undefined,
      note: uneven && !note.trim() ? NOTE_FOR_OVER_SHORT : undefined,
    };
    setErrors(problems);
    if (!cash.ok || problems.card || problems.note || !('cents' in card)) return;
    const closed = await close({
      sessionId,
      counted_cash: { denominations: cash.counts },
      card_total: centsToDollars(card.cents),
      note: note.trim() || null,
    })
      .unwrap()
      .catch(() => null);
    if (closed) onClosed(closed);
  }

  return (
    <FormDialog
      {...controls}
      title={`Close the session on ${registerName}`}
      formId={formId}
      focusId={`${formId}-cash-hundreds`}
      submitLabel="Close session"
      submitDisabled={!report}
      busy={isLoading}
      onSubmit={(event) => void submit(event)}
      width={760}
    >
      {reading.isLoading && <PageLoading label="Loading the drawer" />}
      {reading.isError && (
        <LoadError message="The drawer could not be read." onRetry={() => void reading.refetch()} />
      )}
      <DenominationCount idPrefix={`${formId}-cash`} texts={count} onChange={setCount} />
      <TextField
        id={`${formId}-card`}
        name="card_total"
        label="Card total from the terminal (dollars)"
        value={cardText}
        onChange={setCardText}
        autoComplete="off"
        error={errors.card}
      />
      {report && (
        <table
          aria-label="Expected and counted"
          style={{ width: '100%', marginBottom: tokens.space.md }}
        >
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                Tender
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Expected
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Counted
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Over or short
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.name}>
                <th scope="row" style={{ textAlign: 'left' }}>
                  {line.name}
                </th>
                <td style={{ textAlign: 'right' }}>{formatCents(line.expected)}</td>
                <td style={{ textAlign: 'right' }}>
                  {line.counted === null ? '—' : formatCents(line.counted)}
                </td>
                <td style={{ textAlign: 'right', fontWeight: 700 }}>
                  {line.counted === null
                    ? '—'
                    : overShortLabel(overShortCents(line.counted, line.expected))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TextField
        id={`${formId}-note`}
        name="note"
        label="Note"
        hint={uneven ? 'needed: the drawer is over or short' : 'optional'}
        value={note}
        onChange={(text) => setNote(text.slice(0, CLOSE_NOTE_MAX))}
        autoComplete="off"
        error={errors.note}
      />
      <Text muted>Closing draws up the Z report; it does not change afterwards.</Text>
      {!mayClose && (
        <Alert
          type="info"
          showIcon
          title="Closing needs the “Open and close a register” permission: someone who holds it approves it after you press Close session."
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'The session could not be closed. Please try again.')}
          style={{ marginTop: tokens.space.sm }}
        />
      )}
    </FormDialog>
  );
}
