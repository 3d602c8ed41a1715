import { useEffect } from 'react';
import { useCan } from '@shop/shop-state';
import { LoadError, PageLoading, Panel, ShopTime, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { useNavigate } from '@shop/ui/routing';
import { CashMovementDialog } from '../../registers/cash-movement-dialog';
import { CloseSessionDialog } from '../../registers/close-session-dialog';
import { personName } from '../../registers/drawer-report-view';
import { OpenSessionDialog } from '../../registers/open-session-dialog';
import { PastMidnightFlag } from '../../registers/past-midnight-flag';
import { XReportDialog } from '../../registers/x-report-dialog';
import { useDialog } from '../../use-dialog';
import { RegisterChoice } from './register-choice';
import { useTillRegister } from './use-till-register';

type DrawerDialog = 'open' | 'cash' | 'x' | 'close';

const BAR = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  height: 'auto',
  marginBottom: tokens.space.lg,
} as const;

/**
 * The till's register and drawer (docs/product/point-of-sale.md#the-register-and-its-drawer): which
 * register this browser is, and its session. With none open it offers "Open a session"; with one
 * open it says since when and by whom, with Cash in/out, X report and Close session. `children`
 * (the till itself, or its returns screen) shows only while a session is open: a sale and a
 * return need one.
 */
export function TillDrawerBar({
  onDialog,
  afterDialog,
  purpose = 'sell',
  children,
}: {
  /** What the screen under the bar does, as the bar asks for a session: "open one to sell". */
  purpose?: string;
  /** Whether a drawer dialog has the keyboard, so the till's own keys stand aside. */
  onDialog: (open: boolean) => void;
  /** After a drawer dialog has gone: the till's search takes the keyboard again. */
  afterDialog: () => void;
  children: (registerId: number) => React.ReactNode;
}) {
  const till = useTillRegister();
  const mayReadReports = useCan('open_close_register');
  const navigate = useNavigate();
  const { dialog, show, controls: shown } = useDialog<DrawerDialog>();
  useEffect(() => onDialog(shown.open), [shown.open, onDialog]);
  // antd gives the focus back to the button that opened the dialog first; the search then takes it.
  const controls = {
    ...shown,
    afterClose: () => {
      shown.afterClose();
      afterDialog();
    },
  };

  if (till.isLoading) return <PageLoading label="Loading the registers" />;
  if (till.isError)
    return (
      <LoadError message="The registers could not be loaded." onRetry={() => void till.refetch()} />
    );
  const { register, session } = till;
  if (!register) return <RegisterChoice registers={till.registers} onChoose={till.choose} />;

  const change = <Button onClick={() => till.choose(null)}>Change register</Button>;
  return (
    <>
      <Panel style={BAR}>
        <h2 style={{ margin: 0, fontSize: tokens.fontSize.lg }}>{register.name}</h2>
        {session ? (
          <>
            <Text as="span">
              Session open since <ShopTime at={session.opened_at} format="dateTime" />, opened by{' '}
              {personName(session.opened_by)}
            </Text>
            {session.past_midnight && <PastMidnightFlag />}
            <span style={{ flex: 1 }} />
            <Button onClick={() => show('cash')}>Cash in/out</Button>
            {mayReadReports && <Button onClick={() => show('x')}>X report</Button>}
            <Button onClick={() => show('close')}>Close session</Button>
            {change}
          </>
        ) : (
          <>
            <Text as="span">No session is open on this register: open one to {purpose}.</Text>
            <span style={{ flex: 1 }} />
            <Button type="primary" onClick={() => show('open')}>
              Open a session
            </Button>
            {change}
          </>
        )}
      </Panel>
      {session && children(register.id)}
      {dialog?.subject === 'open' && (
        <OpenSessionDialog
          key={dialog.key}
          register={register}
          onOpened={controls.onClose}
          {...controls}
        />
      )}
      {dialog?.subject === 'cash' && session && (
        <CashMovementDialog key={dialog.key} session={{ id: session.id, register }} {...controls} />
      )}
      {dialog?.subject === 'x' && session && (
        <XReportDialog
          key={dialog.key}
          sessionId={session.id}
          registerName={register.name}
          {...controls}
        />
      )}
      {dialog?.subject === 'close' && session && (
        <CloseSessionDialog
          key={dialog.key}
          sessionId={session.id}
          registerName={register.name}
          onClosed={(closed) => {
            controls.onClose();
            void navigate(`/registers/sessions/${closed.id}`);
          }}
          {...controls}
        />
      )}
    </>
  );
}
