import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noSessionForReturn } from '@shop/contracts';
import { makeStyleCardList, makeTillRegister, mockFetch } from '@shop/testing';
import { resetTill, TILL_REGISTER_ID } from '../../testing/render-till';
import { renderScreen, signInAs } from '../../testing/render-backoffice';
import { PointOfSalePage } from '../point-of-sale-page';
import { onFrontCounter, openReturns, row, findSale } from '../../testing/till-returns-sale';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(30_000);

describe('the till’s returns and its drawer', () => {
  afterEach(resetTill);

  it('asks for a drawer session first when none is open on the register, and offers to open one', async () => {
    mockFetch([
      { path: '/api/styles/', body: makeStyleCardList([]) },
      {
        method: 'GET',
        path: '/api/registers',
        body: { registers: [makeTillRegister({ id: TILL_REGISTER_ID })] },
      },
    ]);
    onFrontCounter();
    signInAs();
    renderScreen(<PointOfSalePage />, { at: '/sales?tab=returns' });
    expect(
      await screen.findByText('No session is open on this register: open one to take returns.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a session' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Sale number' })).not.toBeInTheDocument();
  });

  it('says why when the drawer was closed at another till meanwhile', async () => {
    openReturns([
      {
        method: 'POST',
        path: '/api/returns/',
        status: 409,
        body: { error: noSessionForReturn('Front counter') },
      },
    ]);
    await findSale();
    await userEvent.click(within(row('Sun Cap')).getByRole('button', { name: 'One more Sun Cap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Return' }));
    expect(await screen.findByText(noSessionForReturn('Front counter'))).toBeInTheDocument();
  });
});
