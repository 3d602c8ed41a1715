import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, makeSavedAddress, makeUser, mockFetch, type MockRoute } from '@shop/testing';
import { fill, renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

// docs/product/account.md#addresses
const PATH = '/api/auth/profile/addresses';
const home = makeSavedAddress({ id: 1, is_default: true });
const work = makeSavedAddress({ id: 2, line1: '1 Dock Street', line2: null, city: 'Boston' });
const listOf = (...addresses: unknown[]): MockRoute => ({ path: PATH, body: { addresses } });
/** Clicks a button once it is there: the tab's list arrives after the tab opens. */
const click = async (name: string, within_: HTMLElement = document.body) =>
  userEvent.click(await within(within_).findByRole('button', { name }));

async function openAddresses(routes: MockRoute[]) {
  const calls = mockFetch(routes);
  signInAs(makeUser());
  renderAccountAt('/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Addresses' }));
  return calls;
}

const sent = (calls: ReturnType<typeof mockFetch>, method: string) =>
  calls.filter((call) => call.method === method && call.url.pathname.startsWith(PATH));

describe('the Addresses tab', () => {
  afterEach(resetAccount);

  it('says so while loading, and when there are none yet', async () => {
    const answer = deferred();
    await openAddresses([{ path: PATH, body: { addresses: [] }, until: answer.promise }]);
    expect(screen.getByText('Loading your addresses')).toBeInTheDocument();
    answer.release();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and Retry asks again', async () => {
    await openAddresses([{ path: PATH, status: 500, body: { error: 'boom' } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your addresses could not be loaded.',
    );
    mockFetch([listOf(home)]);
    await click('Retry');
    expect(await screen.findByRole('listitem', { name: /12 Harbor Lane/ })).toBeInTheDocument();
  });

  it('lists the addresses, the default marked; Make Default and Delete say how it went', async () => {
    const calls = await openAddresses([
      listOf(home, work),
      { method: 'PATCH', path: PATH, body: { address: { ...work, is_default: true } } },
      { method: 'DELETE', path: PATH, body: { message: 'Address deleted' } },
    ]);
    const first = await screen.findByRole('listitem', {
      name: '12 Harbor Lane, Apt 3, Portland, ME 04101',
    });
    expect(first).toHaveTextContent('(default)');
    expect(within(first).queryByRole('button', { name: 'Make Default' })).not.toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: '1 Dock Street, Boston, ME 04101' });

    await click('Make Default', second);
    expect(await screen.findByText('Default address set successfully')).toBeInTheDocument();
    expect(sent(calls, 'PATCH')[0]?.url.pathname).toBe(`${PATH}/2`);
    expect(sent(calls, 'PATCH')[0]?.body).toEqual({ is_default: true });

    await click('Delete', second);
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    expect(sent(calls, 'DELETE')[0]?.url.pathname).toBe(`${PATH}/2`);
  });

  it('adds an address, checked by the contract before anything is sent', async () => {
    const calls = await openAddresses([
      listOf(),
      { method: 'POST', path: PATH, status: 201, body: { address: work } },
    ]);
    await click('Add Address');
    const form = screen.getByRole('form', { name: 'New address' });
    fill({ 'Address line 1': '1 Dock Street', City: 'Boston', State: 'Mass', 'ZIP code': '0210' });
    await click('Save Address', form);
    expect(within(form).getByLabelText('State')).toHaveAccessibleDescription(
      'State must be a two-letter US state code, such as NY',
    );
    expect(within(form).getByLabelText('ZIP code')).toHaveAccessibleDescription(
      'ZIP code must be 5 digits, or ZIP+4 such as 10118-0110',
    );
    expect(sent(calls, 'POST')).toHaveLength(0);

    fill({ State: 'ma', 'ZIP code': '02108' });
    await click('Save Address', form);
    expect(await screen.findByText('Address saved successfully')).toBeInTheDocument();
    expect(sent(calls, 'POST')[0]?.body).toEqual({
      line1: '1 Dock Street',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New address' })).toBeNull());
  });

  it("edits an address, and shows the server's refusal", async () => {
    const calls = await openAddresses([
      listOf(home),
      { method: 'PATCH', path: PATH, status: 404, body: { error: 'Address not found' } },
    ]);
    await click('Edit', await screen.findByRole('listitem', { name: /12 Harbor Lane/ }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText('City')).toHaveValue('Portland');
    fill({ City: 'Bangor' });
    await click('Save Address', form);

    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(sent(calls, 'PATCH')[0]?.body).toMatchObject({ city: 'Bangor', line2: 'Apt 3' });
    expect(screen.getByRole('form', { name: 'Edit address' })).toBeInTheDocument();
  });
});
