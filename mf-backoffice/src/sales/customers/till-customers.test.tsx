import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore } from '@shop/shop-state';
import { makePurchase, makeTillCustomer } from '@shop/testing';
import {
  oneVariantStyle,
  openTill,
  resetTill,
  salesSent,
  tillSearch,
} from '../../testing/render-till';
import { selectTillCount, selectTillCustomer } from '../till.slice';

// antd dialogs on two shared cores: a few keystrokes can take seconds.
jest.setTimeout(20_000);

const cap = oneVariantStyle('Sun Cap', { id: 8, sku: 'SC-8', selling_price: 25 });
const CUSTOMERS = '/api/pos/customers';
const picker = () => within(screen.getByRole('dialog', { name: 'Add customer' }));
const customerRegion = () => screen.getByRole('region', { name: 'Customer' });

async function openPicker() {
  await userEvent.click(within(customerRegion()).getByRole('button', { name: 'Add Customer' }));
  await waitFor(() => expect(picker().getByLabelText('Find a customer')).toHaveFocus());
}

describe('customers at the till', () => {
  afterEach(resetTill);

  it('finds a customer by what is typed, attaches them and sells under their account', async () => {
    const maya = makeTillCustomer();
    const { calls } = await openTill([cap], {
      routes: [
        { method: 'GET', path: CUSTOMERS, query: { search: 'maya' }, body: { customers: [maya] } },
        { method: 'GET', path: CUSTOMERS, query: { search: 'nobody' }, body: { customers: [] } },
        {
          method: 'POST',
          path: '/api/purchases/',
          status: 201,
          body: { purchase: makePurchase({ id: 77, channel: 'pos', payment_method: 'card' }) },
        },
      ],
    });
    await openPicker();
    expect(picker().getByText('Type a name, an e-mail or a phone number.')).toBeInTheDocument();
    await userEvent.keyboard('nobody');
    expect(await picker().findByText('No customer matches “nobody”.')).toBeInTheDocument();
    await userEvent.clear(picker().getByLabelText('Find a customer'));
    await userEvent.keyboard('maya');
    const found = await picker().findByRole('button', { name: /Maya Okafor/ });
    expect(found).toHaveTextContent('maya.okafor@example.com · +15550001111');
    await userEvent.click(found);

    await waitFor(() => expect(customerRegion()).toHaveTextContent('Customer: Maya Okafor'));
    expect(selectTillCustomer(getStore().getState())).toEqual(maya);
    await waitFor(() => expect(tillSearch()).toHaveFocus());

    await userEvent.type(tillSearch(), 'SC-8{Enter}');
    await waitFor(() => expect(selectTillCount(getStore().getState())).toBe(1));
    await userEvent.keyboard('{F9}');
    const payment = within(await screen.findByRole('dialog', { name: 'Complete Purchase' }));
    expect(payment.getByText(/filed under their account/)).toHaveTextContent('Maya Okafor');
    expect(payment.queryByLabelText('Customer name')).not.toBeInTheDocument();
    await userEvent.click(payment.getByRole('radio', { name: 'Card' }));
    await userEvent.click(payment.getByRole('button', { name: 'Complete Sale' }));
    await waitFor(() => expect(salesSent(calls)).toHaveLength(1));
    expect(salesSent(calls)[0]?.body).toMatchObject({ customer_id: maya.id, channel: 'pos' });
    // The next sale starts with no customer.
    await waitFor(() => expect(customerRegion()).toHaveTextContent('No customer on this sale.'));
  });

  it('creates a customer with a name and a phone, and removes them again', async () => {
    const tom = makeTillCustomer({ id: 502, first_name: 'Tom', last_name: 'Berg', email: null });
    const { calls } = await openTill([cap], {
      routes: [{ method: 'POST', path: CUSTOMERS, status: 201, body: { customer: tom } }],
    });
    await openPicker();
    await userEvent.click(picker().getByRole('button', { name: 'New Customer' }));
    await userEvent.type(picker().getByLabelText('First name'), 'Tom');
    await userEvent.type(picker().getByLabelText('Last name'), 'Berg');
    await userEvent.click(picker().getByRole('button', { name: 'Create and Add' }));
    expect(
      await picker().findByText('An e-mail or a phone number is required'),
    ).toBeInTheDocument();
    await userEvent.type(picker().getByLabelText('Phone'), '+15550001111');
    await userEvent.click(picker().getByRole('button', { name: 'Create and Add' }));

    await waitFor(() => expect(customerRegion()).toHaveTextContent('Customer: Tom Berg'));
    const created = calls.find((call) => call.method === 'POST' && call.url.pathname === CUSTOMERS);
    expect(created?.body).toEqual({ first_name: 'Tom', last_name: 'Berg', phone: '+15550001111' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove customer Tom Berg' }));
    expect(customerRegion()).toHaveTextContent('No customer on this sale.');
  });

  it('says when the search fails, and a taken e-mail under its field', async () => {
    await openTill([cap], {
      routes: [
        { method: 'GET', path: CUSTOMERS, status: 500, body: { error: 'down' } },
        { method: 'POST', path: CUSTOMERS, status: 409, body: { error: 'Email already exists' } },
      ],
    });
    await openPicker();
    await userEvent.keyboard('maya');
    expect(await picker().findByText('The customers could not be searched.')).toBeInTheDocument();
    expect(picker().getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    await userEvent.click(picker().getByRole('button', { name: 'New Customer' }));
    await userEvent.type(picker().getByLabelText('First name'), 'Maya');
    await userEvent.type(picker().getByLabelText('Last name'), 'Okafor');
    await userEvent.type(picker().getByLabelText(/^Email/), 'maya.okafor@example.com');
    await userEvent.click(picker().getByRole('button', { name: 'Create and Add' }));
    expect(await picker().findByText('Email already exists')).toBeInTheDocument();
    expect(customerRegion()).toHaveTextContent('No customer on this sale.');
  });
});
