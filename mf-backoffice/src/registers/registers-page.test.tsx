import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeDrawerSession,
  makeSessionSummary,
  makeStaffUser,
  makeTillRegister,
  mockFetch,
  openSessionOf,
} from '@shop/testing';
import {
  renderBackofficeAt,
  renderScreen,
  resetBackoffice,
  signInAs,
} from '../testing/render-backoffice';
import { RegistersPage } from './registers-page';

jest.setTimeout(20_000);

const page = (sessions: unknown[]) => ({
  sessions,
  total: sessions.length,
  pages: 1,
  current_page: 1,
  per_page: 20,
});

describe('the registers screen', () => {
  afterEach(resetBackoffice);

  it('shows every register live, the open drawers first, and the closed sessions’ Z reports', async () => {
    mockFetch([
      {
        path: '/api/registers/sessions',
        query: { status: 'open' },
        body: page([
          makeSessionSummary({
            id: 12,
            status: 'open',
            closed_at: null,
            closed_by: null,
            expected_cash: 212.5,
            cash_over_short: null,
            past_midnight: true,
          }),
        ]),
      },
      {
        path: '/api/registers/sessions',
        query: { status: 'closed' },
        body: page([makeSessionSummary()]),
      },
      {
        path: '/api/registers',
        body: {
          registers: [
            makeTillRegister({ id: 2, name: 'Back counter' }),
            makeTillRegister({ open_session: { ...openSessionOf(12), past_midnight: true } }),
          ],
        },
      },
    ]);
    signInAs();
    renderScreen(<RegistersPage />, { at: '/registers' });

    const now = within(screen.getByRole('region', { name: 'Now' }));
    const front = within(await now.findByRole('row', { name: /^Front counter/ }));
    expect(front.getByText('Open past midnight')).toBeInTheDocument();
    expect(front.getByText('Sam Rivera')).toBeInTheDocument();
    expect(front.getByText('$212.50')).toBeInTheDocument();
    expect(front.getByRole('link', { name: 'X report of Front counter' })).toHaveAttribute(
      'href',
      '/registers/sessions/12',
    );
    expect(
      within(now.getByRole('row', { name: /^Back counter/ })).getByText('Closed'),
    ).toBeVisible();

    const closed = within(screen.getByRole('region', { name: 'Closed sessions' }));
    expect(await closed.findByText('Short $5.00')).toBeInTheDocument();
    expect(closed.getByRole('link', { name: 'Z report #11' })).toHaveAttribute(
      'href',
      '/registers/sessions/11',
    );
  });

  it('says what is missing to staff without the permission', async () => {
    mockFetch([]);
    signInAs(makeStaffUser(['sell']));
    renderScreen(<RegistersPage />, { at: '/registers' });
    expect(
      await screen.findByText(/needs the “Open and close a register” permission/),
    ).toBeVisible();
  });
});

describe('a drawer report', () => {
  afterEach(resetBackoffice);

  it('shows a Z report as kept: tenders over or short, the count, the note; prints and exports it', async () => {
    const calls = mockFetch([
      { path: '/api/registers/sessions/11/z-report.csv', body: 'Section,Item,Value\r\n' },
      { path: '/api/registers/sessions/11', body: { session: makeDrawerSession() } },
    ]);
    signInAs();
    renderBackofficeAt('/registers/sessions/11');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Z report: Front counter' }),
    ).toBeInTheDocument();
    const cash = within(screen.getByRole('rowheader', { name: 'Cash' }).closest('tr')!);
    expect(cash.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '$45.99 (2)',
      '$0.00',
      '$165.99',
      '$160.99',
      'Short $5.00',
    ]);
    expect(screen.getByText('Gave a five as change twice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    URL.createObjectURL = jest.fn(() => 'blob:z');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.url.pathname.endsWith('/z-report.csv'))).toBe(true);
    click.mockRestore();
  });
});
