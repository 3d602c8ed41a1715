import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makePurchase,
  makePurchaseItem,
  makeUser,
  mockFetch,
  pretendPhoneScreen,
} from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

const section = (name: string) => screen.getByRole('region', { name });

/** The value next to a label in one of the detail page's description lists. */
function valueOf(region: HTMLElement, label: string) {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
}

const purchase = makePurchase({
  id: 17,
  user: {
    id: 1,
    username: 'casey',
    email: 'casey@example.com',
    first_name: 'Casey',
    last_name: 'Runner',
    phone: '+15550100',
    address: '1 Track Lane, Springfield',
  },
  items: [
    makePurchaseItem({
      quantity: 2,
      unit_price: 45.5,
      total_price: 91,
      product: {
        id: 3,
        name: 'Tempo Tee',
        sku: 'TT-3',
        brand: 'Pace',
        size: 'L',
        color: 'Navy',
        image_url: 'https://img.example/tee.jpg',
      },
    }),
    makePurchaseItem({ quantity: 1, unit_price: 1000, total_price: 1000 }),
  ],
  subtotal: 1091,
  total_amount: 1091,
  status: 'processing',
  payment_status: 'paid',
  payment_method: 'card',
  notes: 'Leave at the door',
});

describe('the purchase detail', () => {
  afterEach(resetAccount);

  it('shows the tax the purchase was charged, with the rate, and the total with it', async () => {
    const taxed = {
      ...purchase,
      items: [
        { ...purchase.items[0]!, tax: 8.08, tax_rate: 8.875, tax_rate_name: 'NYC' },
        purchase.items[1]!,
      ],
      tax: 8.08,
      total_amount: 1099.08,
    };
    mockFetch([{ path: '/api/purchases/17', body: { purchase: taxed } }]);
    signInAs(makeUser());
    renderAccountAt('/purchases/17');

    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Subtotal')).toHaveTextContent('$1,091.00');
    expect(valueOf(summary, 'Tax (NYC 8.875%)')).toHaveTextContent('$8.08');
    expect(valueOf(summary, 'Total')).toHaveTextContent('$1,099.08');
  });

  it("dates the order on the shop's clock, not the browser's", async () => {
    // 03:30 UTC on the 5th is 22:30 on the 4th in New York.
    const late = { ...purchase, created_at: '2025-03-05T03:30:00.000Z' };
    mockFetch([
      { path: '/api/shop', body: { time_zone: 'America/New_York' } },
      { path: '/api/purchases/17', body: { purchase: late } },
    ]);
    signInAs(makeUser());
    renderAccountAt('/purchases/17');

    const header = await screen.findByRole('region', { name: 'Order #17' });
    await waitFor(() =>
      expect(valueOf(header, 'Order date')).toHaveTextContent('Mar 4, 2025, 10:30 PM'),
    );
  });

  it('shows the order, the buyer, every line, the notes and the summary', async () => {
    mockFetch([{ path: '/api/purchases/17', body: { purchase } }]);
    signInAs(makeUser());
    renderAccountAt('/purchases/17');

    const header = await screen.findByRole('region', { name: 'Order #17' });
    expect(valueOf(header, 'Order date')).toHaveTextContent(/Mar 4, 2025/);
    expect(valueOf(header, 'Status')).toHaveTextContent('Processing');
    expect(valueOf(header, 'Payment')).toHaveTextContent('Paid');

    const customer = section('Customer Information');
    expect(valueOf(customer, 'Name')).toHaveTextContent('Casey Runner');
    expect(valueOf(customer, 'Email')).toHaveTextContent('casey@example.com');
    expect(valueOf(customer, 'Phone')).toHaveTextContent('+15550100');
    expect(valueOf(customer, 'Address')).toHaveTextContent('1 Track Lane, Springfield');

    const items = section('Order Items');
    const tee = within(items).getByRole('row', { name: /Tempo Tee/ });
    expect(within(tee).getByRole('img', { name: 'Tempo Tee' })).toHaveAttribute(
      'src',
      'https://img.example/tee.jpg',
    );
    expect(within(tee).getByRole('link', { name: 'Tempo Tee' })).toHaveAttribute(
      'href',
      '/products/3',
    );
    for (const text of ['Size L · Navy', 'Pace · SKU TT-3', '2', '$45.50', '$91.00']) {
      expect(within(tee).getByText(text)).toBeInTheDocument();
    }
    // One product column: the money columns stay in view without a sideways scroll.
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product', 'Quantity', 'Unit Price', 'Total']);
    const shoe = within(items).getByRole('row', { name: /Trail Runner/ });
    expect(within(shoe).getByRole('img', { name: 'No image for Trail Runner' })).toBeVisible();
    expect(within(shoe).getAllByText('$1,000.00')).toHaveLength(2);

    expect(within(section('Notes')).getByText('Leave at the door')).toBeVisible();

    const summary = section('Order Summary');
    expect(valueOf(summary, 'Subtotal')).toHaveTextContent('$1,091.00');
    expect(valueOf(summary, 'Tax')).toHaveTextContent('$0.00');
    expect(valueOf(summary, 'Shipping')).toHaveTextContent('$0.00');
    expect(valueOf(summary, 'Total')).toHaveTextContent('$1,091.00');
    expect(valueOf(summary, 'Payment Method')).toHaveTextContent('Credit/Debit Card');
    expect(valueOf(summary, 'Payment Status')).toHaveTextContent('Paid');

    expect(screen.getByRole('link', { name: 'Back to Purchases' })).toHaveAttribute(
      'href',
      '/purchases',
    );
  });

  it('shows each line as a card on a phone, quantity and money in view', async () => {
    mockFetch([{ path: '/api/purchases/17', body: { purchase } }]);
    signInAs(makeUser());
    const restore = pretendPhoneScreen();
    try {
      renderAccountAt('/purchases/17');
      const lines = await screen.findByRole('list', { name: 'Order items' });
      const tee = within(within(lines).getAllByRole('listitem')[0]!);
      expect(tee.getByRole('link', { name: 'Tempo Tee' })).toBeVisible();
      expect(tee.getByText('Size L · Navy')).toBeVisible();
      const first = within(lines).getAllByRole('listitem')[0]!;
      expect(valueOf(first, 'Quantity')).toHaveTextContent('2');
      expect(valueOf(first, 'Unit Price')).toHaveTextContent('$45.50');
      expect(valueOf(first, 'Total')).toHaveTextContent('$91.00');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows the shipping a web order was charged beside its tax, the subtotal without either', async () => {
    const shipped = makePurchase({
      ...purchase,
      id: 19,
      shipping_amount: 4.95,
      tax: 8.08,
      total_amount: 1104.03,
    });
    mockFetch([{ path: '/api/purchases/19', body: { purchase: shipped } }]);
    signInAs(makeUser());
    renderAccountAt('/purchases/19');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Subtotal')).toHaveTextContent('$1,091.00');
    expect(valueOf(summary, 'Shipping')).toHaveTextContent('$4.95');
    expect(valueOf(summary, 'Tax')).toHaveTextContent('$8.08');
    expect(valueOf(summary, 'Total')).toHaveTextContent('$1,104.03');
  });

  it('names the buyer by username when they gave no name, and leaves out what is missing', async () => {
    const anonymous = makePurchase({
      id: 18,
      user: { ...purchase.user, first_name: '', last_name: '', phone: null, address: null },
      payment_method: 'cash',
    });
    mockFetch([{ path: '/api/purchases/18', body: { purchase: anonymous } }]);
    signInAs(makeUser());
    renderAccountAt('/purchases/18');

    const customer = await screen.findByRole('region', { name: 'Customer Information' });
    expect(valueOf(customer, 'Name')).toHaveTextContent('casey');
    expect(within(customer).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(customer).queryByText('Address')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
    expect(valueOf(section('Order Summary'), 'Payment Method')).toHaveTextContent(
      'Cash on Delivery',
    );
  });

  it.each([
    [404, 'Purchase not found'],
    [500, 'Failed to fetch purchase details'],
  ])('on a %s says "%s" and offers a way back', async (status, text) => {
    mockFetch([{ path: '/api/purchases/19', status, body: { error: 'Purchase not found' } }]);
    signInAs(makeUser());
    window.history.pushState(null, '', '/purchases?page=2');
    renderAccountAt('/purchases/19');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Purchases' })).toHaveAttribute(
      'href',
      '/purchases',
    );
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(window.location.pathname).toBe('/purchases');
  });

  it('treats an address that is no purchase number as not found, without asking', async () => {
    const calls = mockFetch([]);
    signInAs(makeUser());
    renderAccountAt('/purchases/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Purchase not found');
    expect(calls).toHaveLength(0);
  });
});
