import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPLIER_NAME_REQUIRED, SUPPLIER_NAME_TAKEN, type Supplier } from '@shop/contracts';
import { makeSupplier, mockFetch, type FetchCall, type MockRoute } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { SuppliersPage } from './suppliers-page';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const peak = makeSupplier({ id: 1, name: 'Peak Textiles', created_at: '2025-01-15T10:00:00.000Z' });
const dormant = makeSupplier({
  id: 2,
  name: 'Old Mill',
  is_active: false,
  contact_person: null,
  email: null,
  phone: null,
  address: null,
  payment_terms: null,
  delivery_schedule: null,
});

const listRoute = (suppliers: Supplier[]): MockRoute => ({
  path: '/api/suppliers/',
  body: { suppliers },
});
const sent = (calls: FetchCall[], method: string) => calls.find((call) => call.method === method);

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;

async function openSuppliers(suppliers: Supplier[] = [peak, dormant]) {
  const calls = mockFetch([listRoute(suppliers)]);
  signInAs();
  renderScreen(<SuppliersPage />, { at: '/suppliers' });
  await screen.findByRole('heading', { level: 1, name: 'Suppliers' });
  if (suppliers[0]) await cardOf(suppliers[0].name);
  return calls;
}

describe('the suppliers screen', () => {
  afterEach(resetBackoffice);

  it('shows each supplier as a card with its details, status and date added', async () => {
    await openSuppliers();
    const first = within(await cardOf('Peak Textiles'));
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Jordan Lee')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'orders1@peak.example' })).toHaveAttribute(
      'href',
      'mailto:orders1@peak.example',
    );
    expect(first.getByText('+15550100')).toBeInTheDocument();
    expect(first.getByText('Net 30')).toBeInTheDocument();
    expect(first.getByText('Weekly')).toBeInTheDocument();
    expect(first.getByText('Jan 15, 2025')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit Peak Textiles' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Delete Peak Textiles' })).toBeInTheDocument();
    expect(within(await cardOf('Old Mill')).getByText('Inactive')).toBeInTheDocument();
  });

  it('says "No suppliers" when there are none', async () => {
    await openSuppliers([]);
    expect(await screen.findByText('No suppliers')).toBeVisible();
  });

  it('shows a failed load with a Retry that asks again', async () => {
    mockFetch([{ path: '/api/suppliers/', status: 500, body: { error: 'down' } }]);
    signInAs();
    renderScreen(<SuppliersPage />, { at: '/suppliers' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The suppliers could not be loaded.',
    );
    mockFetch([listRoute([peak])]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cardOf('Peak Textiles')).toBeInTheDocument();
  });

  it('adds a supplier: the contract’s messages under the fields, then the new card', async () => {
    await openSuppliers([peak]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Supplier' });
    const name = within(dialog).getByLabelText('Company Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(within(dialog).getByLabelText('Payment Terms')).toHaveAttribute(
      'placeholder',
      'e.g. Net 30, COD',
    );
    expect(within(dialog).getByLabelText('Delivery Schedule')).toHaveAttribute(
      'placeholder',
      'e.g. Weekly',
    );

    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(name).toHaveAccessibleDescription(SUPPLIER_NAME_REQUIRED);
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      'Invalid email address',
    );

    const added = makeSupplier({ id: 3, name: 'Summit Shoes', email: 'hi@summit.example' });
    const calls = mockFetch([
      { method: 'POST', path: '/api/suppliers/', body: { supplier: added } },
      listRoute([added, peak]),
    ]);
    await userEvent.type(name, 'Summit Shoes');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'hi@summit.example');
    await userEvent.type(within(dialog).getByLabelText('Payment Terms'), 'COD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await cardOf('Summit Shoes')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(sent(calls, 'POST')?.body).toEqual({
      name: 'Summit Shoes',
      contact_person: null,
      email: 'hi@summit.example',
      phone: null,
      address: null,
      payment_terms: 'COD',
      delivery_schedule: null,
    });
  });

  it('shows a taken name (409) under Company Name', async () => {
    await openSuppliers([peak]);
    mockFetch([
      {
        method: 'POST',
        path: '/api/suppliers/',
        status: 409,
        body: { error: SUPPLIER_NAME_TAKEN },
      },
      listRoute([peak]),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Supplier' });
    await userEvent.type(within(dialog).getByLabelText('Company Name'), 'peak textiles');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const name = within(dialog).getByLabelText('Company Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(SUPPLIER_NAME_TAKEN));
    expect(name).toHaveFocus();
  });

  it('edits a supplier from its card and shows the change', async () => {
    await openSuppliers([peak]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Peak Textiles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supplier' });
    const name = within(dialog).getByLabelText('Company Name');
    expect(name).toHaveValue('Peak Textiles');
    await waitFor(() => expect(name).toHaveFocus());
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();

    const changed = { ...peak, delivery_schedule: 'Fortnightly' };
    const calls = mockFetch([
      { method: 'PUT', path: '/api/suppliers/1', body: { supplier: changed } },
      listRoute([changed]),
    ]);
    const schedule = within(dialog).getByLabelText('Delivery Schedule');
    await userEvent.clear(schedule);
    await userEvent.type(schedule, 'Fortnightly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Fortnightly')).toBeInTheDocument();
    expect(sent(calls, 'PUT')?.body).toMatchObject({
      name: 'Peak Textiles',
      delivery_schedule: 'Fortnightly',
      is_active: true,
    });
  });

  it('asks before deleting, and says so when the supplier was only made inactive', async () => {
    await openSuppliers([peak]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Peak Textiles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Peak Textiles' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this supplier?'),
    ).toBeInTheDocument();

    const message = 'Supplier is used by 3 products and was made inactive instead';
    const inactive = { ...peak, is_active: false };
    const calls = mockFetch([
      {
        method: 'DELETE',
        path: '/api/suppliers/1',
        body: { message, deleted: false, supplier: inactive },
      },
      listRoute([inactive]),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(await within(await cardOf('Peak Textiles')).findByText('Inactive')).toBeVisible();
    expect(sent(calls, 'DELETE')?.url.pathname).toBe('/api/suppliers/1');
  });

  it('removes a deleted supplier’s card without a reload', async () => {
    await openSuppliers([peak, dormant]);
    mockFetch([
      { method: 'DELETE', path: '/api/suppliers/2', body: { message: 'Deleted', deleted: true } },
      listRoute([peak]),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Old Mill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Old Mill' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Old Mill' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Peak Textiles' })).toBeInTheDocument();
  });
});
