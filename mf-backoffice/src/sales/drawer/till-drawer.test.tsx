import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOpenDrawerSession, makeTillRegister, openSessionOf } from '@shop/testing';
import {
  openTill,
  openTillDrawer,
  openTillRegisters,
  resetTill,
  tillSearch,
} from '../../testing/render-till';

// antd dialogs on two shared cores: a few keystrokes can take seconds.
jest.setTimeout(20_000);

const stored = () => JSON.parse(localStorage.getItem('pos_register') ?? 'null') as unknown;

describe('the till’s register and drawer', () => {
  afterEach(resetTill);

  it('asks which register this till is, remembers it, and sells only once a session is open', async () => {
    await openTillDrawer();
    expect(
      await screen.findByRole('heading', { name: 'Which register is this till?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back counter' }));

    expect(await screen.findByRole('heading', { name: 'Back counter' })).toBeInTheDocument();
    expect(screen.getByText(/No session is open on this register/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search or scan' })).not.toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual({ registerId: 2 }));

    await userEvent.click(screen.getByRole('button', { name: 'Change register' }));
    expect(
      await screen.findByRole('heading', { name: 'Which register is this till?' }),
    ).toBeVisible();
  });

  it('opens a session with a float typed as a total', async () => {
    const registers = {
      method: 'GET',
      path: '/api/registers',
      body: { registers: [makeTillRegister({ id: 2, name: 'Back counter' })] },
    };
    const calls = await openTillDrawer({
      chosen: 2,
      routes: [
        registers,
        {
          method: 'POST',
          path: '/api/registers/2/sessions',
          status: 201,
          body: { session: makeOpenDrawerSession(12) },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open a session' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Open a session on Back counter' }),
    );
    await waitFor(() => expect(dialog.getByLabelText('Float (dollars)')).toHaveFocus());
    await userEvent.keyboard('150');
    // The session is open from now on: the till's next read says so.
    registers.body = {
      registers: [
        makeTillRegister({ id: 2, name: 'Back counter', open_session: openSessionOf(12) }),
      ],
    };
    await userEvent.click(dialog.getByRole('button', { name: 'Open session' }));

    expect(await screen.findByRole('searchbox', { name: 'Search or scan' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ float: { total: 150 } });
    expect(screen.getByText(/Session open since/)).toHaveTextContent('opened by Sam Rivera');
  });

  it('counts a float by bill and coin, adding it up as the cashier types', async () => {
    const calls = await openTillDrawer({
      chosen: 1,
      routes: [
        {
          method: 'POST',
          path: '/api/registers/1/sessions',
          status: 201,
          body: { session: makeOpenDrawerSession() },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open a session' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Open a session/ }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Count the bills and coins' }));
    await userEvent.type(dialog.getByLabelText('$20 bills'), '5');
    await userEvent.type(dialog.getByLabelText('Quarters (25¢)'), '4');
    expect(dialog.getByText('Counted: $101.00')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Dimes (10¢)'), '1.5');
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Dimes (10¢): enter a whole number of pieces',
    );
    await userEvent.clear(dialog.getByLabelText('Dimes (10¢)'));
    await userEvent.click(dialog.getByRole('button', { name: 'Open session' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      float: { denominations: { twenties: 5, quarters: 4 } },
    });
  });

  it('shows the open session with its actions, and records cash out', async () => {
    const { calls } = await openTill([], {
      routes: [
        {
          method: 'POST',
          path: '/api/registers/sessions/11/cash-movements',
          status: 201,
          body: { session: makeOpenDrawerSession() },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Front counter' })).toBeInTheDocument();
    expect(screen.getByText(/Session open since/)).toHaveTextContent(
      /^Session open since Mar 5, 2025, .+, opened by Sam Rivera$/,
    );
    for (const action of ['Cash in/out', 'X report', 'Close session', 'Change register'])
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cash in/out' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Cash in or out: Front counter' }),
    );
    await waitFor(() => expect(dialog.getByLabelText('Amount (dollars)')).toHaveFocus());
    await userEvent.click(dialog.getByRole('radio', { name: 'Cash out' }));
    await userEvent.type(dialog.getByLabelText('Amount (dollars)'), '40');
    await userEvent.type(dialog.getByLabelText('Reason'), 'Bank deposit');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));

    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/cash-movements'))?.body).toEqual({
        kind: 'out',
        amount: 40,
        reason: 'Bank deposit',
      }),
    );
  });

  it('asks for a reason before moving cash; Escape leaves without moving any, back to the search', async () => {
    const { calls } = await openTill([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cash in/out' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Cash in or out/ }));
    await userEvent.type(dialog.getByLabelText('Amount (dollars)'), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await dialog.findByText('Say why the cash moves')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // The till's search has the keyboard again.
    await waitFor(() => expect(tillSearch()).toHaveFocus());
  });

  it('flags a drawer left open past midnight', async () => {
    const registers = openTillRegisters().registers.map((register) =>
      register.open_session
        ? { ...register, open_session: { ...register.open_session, past_midnight: true } }
        : register,
    );
    await openTillDrawer({ registers, chosen: 1 });
    expect(await screen.findByText('Open past midnight')).toBeInTheDocument();
  });
});
