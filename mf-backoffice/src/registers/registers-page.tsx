import type { DrawerSessionSummary, TillRegister } from '@shop/contracts';
import { dollarsToCents, formatDollars, overShortLabel } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, ShopLink, ShopTime, tokens } from '@shop/ui';
import { ResponsiveTable, TitledCard, type ResponsiveColumn } from '@shop/ui/data';
import { Pager } from '@shop/ui/paging';
import { useSearchParams } from '@shop/ui/routing';
import { NeedsPermission } from '../needs-permission';
import { personName } from './drawer-report-view';
import { PastMidnightFlag } from './past-midnight-flag';
import { useGetDrawerSessionsQuery, useGetTillRegistersQuery } from './registers.api';

/** Live: the open drawers are read again this often while the screen is open. */
const LIVE_MS = 30_000;

type RegisterRow = TillRegister & { open: DrawerSessionSummary | null };

const NOW_COLUMNS: ResponsiveColumn<RegisterRow>[] = [
  { key: 'name', title: 'Register', heading: true, render: (row) => row.name },
  {
    key: 'session',
    title: 'Session',
    render: ({ open }) =>
      open ? (
        <>
          Open since <ShopTime at={open.opened_at} format="dateTime" />{' '}
          {open.past_midnight && <PastMidnightFlag />}
        </>
      ) : (
        'Closed'
      ),
  },
  {
    key: 'who',
    title: 'Opened by',
    render: ({ open }) => (open ? personName(open.opened_by) : '—'),
  },
  {
    key: 'cash',
    title: 'Expected cash',
    align: 'right',
    render: ({ open }) => (open ? formatDollars(open.expected_cash) : '—'),
  },
  {
    key: 'report',
    title: 'Report',
    action: true,
    render: ({ open, name }) =>
      open ? <ShopLink href={`/registers/sessions/${open.id}`}>X report of {name}</ShopLink> : null,
  },
];

const CLOSED_COLUMNS: ResponsiveColumn<DrawerSessionSummary>[] = [
  { key: 'register', title: 'Register', heading: true, render: (s) => s.register.name },
  {
    key: 'closed',
    title: 'Closed',
    render: (s) => (s.closed_at ? <ShopTime at={s.closed_at} format="dateTime" /> : '—'),
  },
  { key: 'by', title: 'Closed by', render: (s) => (s.closed_by ? personName(s.closed_by) : '—') },
  { key: 'sales', title: 'Sales', align: 'right', render: (s) => formatDollars(s.sales_total) },
  {
    key: 'cash',
    title: 'Cash',
    align: 'right',
    render: (s) =>
      s.cash_over_short === null ? '—' : overShortLabel(dollarsToCents(s.cash_over_short)),
  },
  {
    key: 'z',
    title: 'Z report',
    action: true,
    render: (s) => <ShopLink href={`/registers/sessions/${s.id}`}>Z report #{s.id}</ShopLink>,
  },
];

/**
 * `/registers` (docs/product/registers.md#the-registers-screen): every register live (its open
 * session, who opened it and since when, the cash it should hold, flagged when left open past
 * midnight) and the closed sessions' Z reports, newest first.
 */
export function RegistersPage() {
  return (
    <NeedsPermission permission="open_close_register" title="Registers">
      <PageFrame title="Registers">
        <RegistersNow />
        <ClosedSessions />
      </PageFrame>
    </NeedsPermission>
  );
}

function RegistersNow() {
  const skip = useSignedOut();
  const registers = useGetTillRegistersQuery(undefined, { skip, pollingInterval: LIVE_MS });
  const open = useGetDrawerSessionsQuery({ status: 'open' }, { skip, pollingInterval: LIVE_MS });
  const failed = (registers.isError && !registers.data) || (open.isError && !open.data);
  const rows = (registers.data?.registers ?? []).map((register) => ({
    ...register,
    open: open.data?.sessions.find((session) => session.register.id === register.id) ?? null,
  }));
  return (
    <TitledCard title="Now" titleSize="md">
      {!registers.data && registers.isFetching && <PageLoading label="Loading the registers" />}
      {failed && (
        <LoadError
          message="The registers could not be loaded."
          onRetry={() => void Promise.all([registers.refetch(), open.refetch()])}
        />
      )}
      {registers.data && open.data && (
        <ResponsiveTable
          label="Registers now"
          columns={NOW_COLUMNS}
          rows={rows}
          rowKey={(row) => row.id}
          empty="No register is set up: add one on the Settings screen."
        />
      )}
    </TitledCard>
  );
}

function ClosedSessions() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching, isError, refetch } = useGetDrawerSessionsQuery(
    { status: 'closed', page },
    { skip: useSignedOut() },
  );
  return (
    <TitledCard title="Closed sessions" titleSize="md" style={{ marginTop: tokens.space.lg }}>
      {!data && isFetching && <PageLoading label="Loading the closed sessions" />}
      {isError && !isFetching && (
        <LoadError
          message="The closed sessions could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {data && (
        <>
          <ResponsiveTable
            label="Closed sessions"
            columns={CLOSED_COLUMNS}
            rows={data.sessions}
            rowKey={(session) => session.id}
            loading={isFetching}
            empty="No session has been closed yet."
          />
          <Pager
            page={data.current_page}
            pages={data.pages}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </TitledCard>
  );
}
