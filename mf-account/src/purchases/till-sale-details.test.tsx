import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase } from '@shop/contracts';
import { makePurchase, makePurchaseItem, makeShopBody, makeUser, mockFetch } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

/** The value next to a label in one of the detail page's description lists. */
function valueOf(region: HTMLElement, label: string) {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
}

const sam = { id: 2, username: 'staff', first_name: 'Sam', last_name: 'Rivera' };
/** A cash sale Sam rang up for Jo Walker, filed under Sam's account as the till does. */
const tillSale = makePurchase({
  id: 40,
  channel: 'pos',
  user: {
    ...makePurchase().user,
    id: 2,
    username: 'staff',
    first_name: 'Sam',
    last_name: 'Rivera',
  },
  cashier: sam,
  customer_name: 'Jo Walker',
  customer_email: 'jo@example.com',
  items: [makePurchaseItem({ quantity: 2, unit_price: 34.995, total_price: 69.99 })],
  subtotal: 69.99,
  total_amount: 69.99,
  status: 'completed',
  payment_status: 'paid',
  payment_method: 'cash',
  amount_tendered: 100,
  change_due: 30.01,
});

function openPurchase(purchase: Purchase, role: 'staff' | 'customer' = 'staff') {
  mockFetch([
    { path: `/api/purchases/${purchase.id}`, body: { purchase } },
    {
      path: '/api/shop',
      body: makeShopBody({
        receipt_header: 'Open every day',
        receipt_footer: 'See you soon!',
        returns_policy: 'Unworn items within 30 days.',
      }),
    },
  ]);
  signInAs(makeUser({ role }));
  renderAccountAt(`/purchases/${purchase.id}`);
}

describe('a till sale on the purchase detail', () => {
  afterEach(resetAccount);

  it('names its cashier and its customer apart, says "Cash" and shows the tender and change', async () => {
    openPurchase(tillSale);
    const header = await screen.findByRole('region', { name: 'Order #40' });
    expect(valueOf(header, 'Channel')).toHaveTextContent('Point of sale');
    expect(valueOf(header, 'Cashier')).toHaveTextContent('Sam Rivera');

    const customer = screen.getByRole('region', { name: 'Customer Information' });
    expect(valueOf(customer, 'Name')).toHaveTextContent('Jo Walker');
    expect(valueOf(customer, 'Email')).toHaveTextContent('jo@example.com');
    expect(within(customer).queryByText('Sam Rivera')).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Payment Method')).toHaveTextContent(/^Cash$/);
    expect(valueOf(summary, 'Tendered')).toHaveTextContent('$100.00');
    expect(valueOf(summary, 'Change')).toHaveTextContent('$30.01');
  });

  it('calls a sale without a customer’s name a walk-in', async () => {
    openPurchase({ ...tillSale, customer_name: null, customer_email: null });
    const customer = await screen.findByRole('region', { name: 'Customer Information' });
    expect(valueOf(customer, 'Name')).toHaveTextContent('Walk-in');
    expect(within(customer).queryByText('Email', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('keeps a web cash order as cash on delivery, with no till rows', async () => {
    openPurchase(makePurchase({ id: 41, payment_method: 'cash' }));
    const header = await screen.findByRole('region', { name: 'Order #41' });
    expect(within(header).queryByText('Cashier', { selector: 'dt' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Payment Method')).toHaveTextContent('Cash on Delivery');
    expect(within(summary).queryByText('Tendered', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprint Receipt' })).not.toBeInTheDocument();
  });

  it('reprints the till’s receipt from what the sale recorded', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    openPurchase(tillSale);
    await userEvent.click(await screen.findByRole('button', { name: 'Reprint Receipt' }));

    const dialog = await screen.findByRole('dialog', { name: 'Receipt of order #40' });
    const receipt = within(within(dialog).getByRole('region', { name: 'FitShop receipt' }));
    expect(receipt.getByText('Sale').nextElementSibling).toHaveTextContent('#40');
    expect(receipt.getByText('Cashier').nextElementSibling).toHaveTextContent('Sam Rivera');
    expect(receipt.getByText('Customer').nextElementSibling).toHaveTextContent('Jo Walker');
    // The shop's details and texts from its settings, around the sale.
    expect(await receipt.findByText('Open every day')).toBeInTheDocument();
    expect(receipt.getByText(/350 Fifth Avenue/)).toHaveTextContent(
      /350 Fifth Avenue\s+Suite 4100\s+New York, NY 10118\s+\+1 \(555\) 010-2030/,
    );
    expect(receipt.getByText('Unworn items within 30 days.')).toBeInTheDocument();
    expect(receipt.getByText('See you soon!')).toBeInTheDocument();
    expect(receipt.getByText('Total').nextElementSibling).toHaveTextContent('$69.99');
    expect(receipt.getByText('Payment').nextElementSibling).toHaveTextContent('Cash');
    expect(receipt.getByText('Tendered').nextElementSibling).toHaveTextContent('$100.00');
    expect(receipt.getByText('Change').nextElementSibling).toHaveTextContent('$30.01');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Print Receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('offers no reprint to a customer', async () => {
    openPurchase(tillSale, 'customer');
    await screen.findByRole('region', { name: 'Order #40' });
    expect(screen.queryByRole('button', { name: 'Reprint Receipt' })).not.toBeInTheDocument();
  });
});

describe('the receipt’s tax', () => {
  afterEach(resetAccount);

  const taxed = (items: Parameters<typeof makePurchaseItem>[0][], tax: number) =>
    makePurchase({
      ...tillSale,
      items: items.map((item, index) => makePurchaseItem({ id: index + 1, ...item })),
      tax,
    });

  async function receiptOf(purchase: Purchase) {
    openPurchase(purchase);
    await userEvent.click(await screen.findByRole('button', { name: 'Reprint Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt of order #40' });
    return within(within(dialog).getByRole('region', { name: 'FitShop receipt' }));
  }

  it('names the one rate a sale paid beside its tax', async () => {
    const receipt = await receiptOf(
      taxed([{ tax: 6.21, tax_rate: 8.875, tax_rate_name: 'NY Sales Tax' }], 6.21),
    );
    expect(receipt.getByText('Tax (NY Sales Tax 8.875%)').nextElementSibling).toHaveTextContent(
      '$6.21',
    );
  });

  it('lists each rate of a sale that paid two, then their sum', async () => {
    const receipt = await receiptOf(
      taxed(
        [
          { tax: 6.21, tax_rate: 8.875, tax_rate_name: 'NY Sales Tax' },
          { tax: 1.5, tax_rate: 4, tax_rate_name: 'Reduced' },
          { tax: 0.5, tax_rate: 4, tax_rate_name: 'Reduced' },
        ],
        8.21,
      ),
    );
    expect(receipt.getByText('NY Sales Tax 8.875%').nextElementSibling).toHaveTextContent('$6.21');
    expect(receipt.getByText('Reduced 4%').nextElementSibling).toHaveTextContent('$2.00');
    expect(receipt.getByText('Tax').nextElementSibling).toHaveTextContent('$8.21');
  });
});
