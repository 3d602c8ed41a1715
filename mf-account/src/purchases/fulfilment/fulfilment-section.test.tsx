import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CARRIER_REQUIRED,
  FULFILMENT_REFUSALS,
  TRACKING_NUMBER_INVALID,
  type Purchase,
} from '@shop/contracts';
import { makePurchase, makeShopBody, makeUser, mockFetch, type MockRoute } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../../testing/render-account';

const staff = makeUser({ id: 9, role: 'staff', username: 'staff' });
const customer = makeUser({ id: 1, role: 'customer' });

const shippedBy = (purchase: Purchase): Purchase => ({
  ...purchase,
  status: 'processing',
  fulfilment_status: 'shipped',
  carrier: 'UPS',
  tracking_number: '1Z999AA10123456784',
  shipped_at: '2025-03-05T09:00:00.000Z',
  shipped_by: { id: 9, username: 'staff' },
});

async function openDetail(purchase: Purchase, routes: MockRoute[] = []) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/shop', body: makeShopBody() },
    { path: `/api/purchases/${purchase.id}`, body: { purchase } },
  ]);
  renderAccountAt(`/purchases/${purchase.id}`);
  return { calls, delivery: await screen.findByRole('region', { name: 'Delivery' }) };
}

const steps = (delivery: HTMLElement) =>
  within(within(delivery).getByRole('list', { name: 'Delivery steps' })).getAllByRole('listitem');

const posted = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.method === 'POST');

describe('the delivery of a web order', () => {
  afterEach(resetAccount);

  it('lets staff ship with a carrier and tracking number, checked first', async () => {
    signInAs(staff);
    const order = makePurchase({ id: 31 });
    const { calls, delivery } = await openDetail(order, [
      { method: 'POST', path: '/api/purchases/31/ship', body: { purchase: shippedBy(order) } },
    ]);
    expect(steps(delivery)[1]).toHaveTextContent('Shipped: not yet');

    await userEvent.click(within(delivery).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #31' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship Order' }));
    expect(await within(dialog).findByText(CARRIER_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Carrier'), 'UPS');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), '1Z<');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship Order' }));
    expect(await within(dialog).findByText(TRACKING_NUMBER_INVALID)).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);

    const tracking = within(dialog).getByLabelText('Tracking number');
    await userEvent.clear(tracking);
    await userEvent.type(tracking, '1Z999AA10123456784');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship Order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(calls)).toEqual([
      expect.objectContaining({
        body: { carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
      }),
    ]);
    expect(within(delivery).getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(within(delivery).getByRole('button', { name: 'Mark delivered' })).toBeEnabled();
    expect(within(delivery).queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    signInAs(staff);
    const order = makePurchase({ id: 32 });
    const { delivery } = await openDetail(order, [
      {
        method: 'POST',
        path: '/api/purchases/32/ship',
        status: 400,
        body: { error: FULFILMENT_REFUSALS.cancelled },
      },
    ]);
    await userEvent.click(within(delivery).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #32' });
    await userEvent.type(within(dialog).getByLabelText('Carrier'), 'DHL');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'JD0146000012');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship Order' }));
    expect(await within(dialog).findByText(FULFILMENT_REFUSALS.cancelled)).toBeInTheDocument();
  });

  it('offers no Ship on a card order still awaiting payment', async () => {
    signInAs(staff);
    const order = makePurchase({
      id: 33,
      payment_method: 'card',
      payment_status: 'awaiting_payment',
    });
    const { delivery } = await openDetail(order);
    expect(within(delivery).queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(within(delivery).getByText('Ships once the card payment is confirmed.')).toBeVisible();
  });

  it('marks a shipped order delivered after asking', async () => {
    signInAs(staff);
    const order = shippedBy(makePurchase({ id: 34 }));
    const done = {
      ...order,
      status: 'completed',
      payment_status: 'paid',
      fulfilment_status: 'delivered',
      delivered_at: '2025-03-06T15:00:00.000Z',
    } as const;
    const { calls, delivery } = await openDetail(order, [
      { method: 'POST', path: '/api/purchases/34/deliver', body: { purchase: done } },
    ]);
    await userEvent.click(within(delivery).getByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #34 as delivered?' });
    expect(dialog).toHaveTextContent('cash on delivery recorded as paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Delivered' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    await waitFor(() => expect(steps(delivery).at(-1)).toHaveAttribute('aria-current', 'step'));
    expect(steps(delivery).at(-1)).not.toHaveTextContent('not yet');
  });

  it('prints a packing slip with the shop, SKUs and quantities, and no prices', async () => {
    signInAs(staff);
    const order = makePurchase({ id: 35 });
    const { delivery } = await openDetail(order);
    await userEvent.click(within(delivery).getByRole('button', { name: 'Print packing slip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Packing slip of order #35' });
    const slip = await within(dialog).findByRole('region', { name: 'Packing slip: order #35' });
    expect(slip).toHaveTextContent(makeShopBody().name);
    // The delivery address the order kept at checkout (makeShippingAddress).
    expect(slip).toHaveTextContent('12 Harbor Lane, Apt 3, Portland, ME 04101');
    const row = within(slip).getByRole('row', { name: /Trail Runner/ });
    expect(row).toHaveTextContent('TR-7');
    expect(row).toHaveTextContent('1');
    expect(slip).not.toHaveTextContent('$');
  });

  it('shows the customer each step with the carrier and tracking number, and no buttons', async () => {
    signInAs(customer);
    const { delivery } = await openDetail(shippedBy(makePurchase({ id: 36 })));
    const items = steps(delivery);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Ordered.*2025/),
      expect.stringMatching(/Shipped.*2025.*UPS, tracking number 1Z999AA10123456784/),
      expect.stringMatching(/Delivered: not yet$/),
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(delivery).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no delivery on a till sale', async () => {
    signInAs(staff);
    const sale = makePurchase({ id: 37, channel: 'pos', fulfilment_status: null });
    mockFetch([
      { path: '/api/shop', body: makeShopBody() },
      { path: '/api/purchases/37', body: { purchase: sale } },
    ]);
    renderAccountAt('/purchases/37');
    await screen.findByRole('region', { name: 'Order #37' });
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
  });
});
