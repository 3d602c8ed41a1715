import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCOUNT_LIMIT_MESSAGE } from '@shop/contracts';
import { makeRoleSets, mockFetch } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { RolesPage } from './roles-page';

jest.setTimeout(30_000);

describe('the Roles screen', () => {
  afterEach(resetBackoffice);

  it('shows the staff set and saves the boxes ticked with the discount limit', async () => {
    const calls = mockFetch([
      {
        method: 'PUT',
        path: '/api/staff/roles/staff',
        body: { role: makeRoleSets({ permissions: ['sell'] })[0] },
      },
      { path: '/api/staff/roles', body: { roles: makeRoleSets() } },
    ]);
    signInAs();
    renderScreen(<RolesPage />, { at: '/staff/roles' });
    const staff = await screen.findByRole('region', { name: 'Staff' });
    expect(within(staff).getByRole('checkbox', { name: 'Ring up sales' })).toBeChecked();
    expect(within(staff).getByRole('checkbox', { name: 'Adjust stock' })).not.toBeChecked();

    await userEvent.click(within(staff).getByRole('checkbox', { name: 'Adjust stock' }));
    await userEvent.click(within(staff).getByRole('checkbox', { name: 'Give discounts' }));
    const limit = within(staff).getByLabelText(/Discount limit/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '101');
    await userEvent.click(within(staff).getByRole('button', { name: 'Save' }));
    expect(limit).toHaveAccessibleDescription(DISCOUNT_LIMIT_MESSAGE);

    await userEvent.clear(limit);
    await userEvent.type(limit, '15');
    await userEvent.click(within(staff).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved the staff role')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        // A new shop's set, Adjust stock ticked and Give discounts unticked.
        permissions: [
          'sell',
          'adjust_stock',
          'receive_stock',
          'take_returns',
          'open_close_register',
        ],
        discount_limit_percent: 15,
      },
    ]);
  });
});
