import { screen, within } from '@testing-library/react';
import { makePurchase, makeShippingAddress, makeUser, mockFetch } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

// docs/product/purchases.md#purchase-detail: the copy of the address the order was placed with.
describe('the delivery address on a purchase', () => {
  afterEach(resetAccount);

  it.each([
    ['its buyer', makeUser()],
    ['staff', makeUser({ role: 'staff' })],
  ])('shows %s where a web order goes', async (_who, reader) => {
    const purchase = makePurchase({
      id: 21,
      shipping_address: makeShippingAddress({ line1: '77 Ocean Drive', line2: null }),
    });
    mockFetch([{ path: '/api/purchases/21', body: { purchase } }]);
    signInAs(reader);
    renderAccountAt('/purchases/21');

    const section = await screen.findByRole('region', { name: 'Delivery Address' });
    const address = within(section).getByRole('group', { name: 'Delivery address' });
    expect(address).toHaveTextContent('77 Ocean DrivePortland, ME 04101');
  });

  it('shows none for a sale without one', async () => {
    const purchase = makePurchase({ id: 22, channel: 'pos', shipping_address: null });
    mockFetch([{ path: '/api/purchases/22', body: { purchase } }]);
    signInAs(makeUser({ role: 'staff' }));
    renderAccountAt('/purchases/22');

    await screen.findByRole('region', { name: 'Order #22' });
    expect(screen.queryByRole('region', { name: 'Delivery Address' })).not.toBeInTheDocument();
  });
});
