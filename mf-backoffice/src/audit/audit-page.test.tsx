import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeAuditEntry,
  makeAuditList,
  makeUser,
  mockFetch,
  type FetchCall,
  type MockRoute,
} from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { AuditPage } from './audit-page';

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/audit');
const lastQuery = (calls: FetchCall[]) =>
  Object.fromEntries(listCalls(calls).at(-1)?.url.searchParams ?? []);

const adjustment = makeAuditEntry({ at: '2025-03-04T12:30:00.000Z' });
const price = makeAuditEntry({
  at: '2025-03-05T15:00:00.000Z',
  actor: { id: 5, username: 'casey' },
  approved_by: 'admin',
  kind: 'price',
  subject: 'product:9',
  summary: 'CAP-9 (Trail Cap): selling price $20.00 → $24.00',
  before: { selling_price: 20 },
  after: { selling_price: 24 },
});

function openAudit(at = '/audit', routes: MockRoute[] = []) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/shop', body: { time_zone: 'America/New_York' } },
    { path: '/api/audit', body: makeAuditList([price, adjustment]) },
  ]);
  signInAs(makeUser({ role: 'admin' }));
  renderScreen(<AuditPage />, { at });
  return calls;
}

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

describe('the audit trail screen', () => {
  afterEach(resetBackoffice);

  it('lists who changed what and when, in the shop’s time, with the details behind a disclosure', async () => {
    const calls = openAudit();
    const row = await screen.findByRole('row', { name: /CAP-9/ });

    expect(within(row).getByText('casey')).toBeInTheDocument();
    expect(within(row).getByText('approved by admin')).toBeInTheDocument();
    expect(within(row).getByText('Price')).toBeInTheDocument();
    // 15:00 UTC is 10:00 in New York, the shop's zone.
    expect(await within(row).findByText('Mar 5, 2025, 10:00 AM')).toBeInTheDocument();
    const details = within(row).getByText('Details');
    expect(within(row).getByText('20 → 24')).not.toBeVisible();
    await userEvent.click(details);
    expect(within(row).getByText('selling_price')).toBeVisible();
    expect(within(row).getByText('20 → 24')).toBeVisible();

    const other = screen.getByRole('row', { name: /TEE-7/ });
    expect(within(other).getByText('Stock adjustment')).toBeInTheDocument();
    expect(within(other).queryByText(/approved by/)).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 entries')).toHaveAttribute('role', 'status');
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20' });
  });

  it('opens with the filters of its address and keeps new ones there', async () => {
    const calls = openAudit('/audit?person=casey&kind=price&from=2025-03-01&to=2025-03-31');
    await screen.findByRole('row', { name: /CAP-9/ });
    expect(lastQuery(calls)).toEqual({
      page: '1',
      per_page: '20',
      person: 'casey',
      kind: 'price',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(screen.getByLabelText('Person')).toHaveValue('casey');
    expect(screen.getByLabelText('Kind')).toHaveValue('price');
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-01');

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Cancellation');
    await waitFor(() => expect(lastQuery(calls).kind).toBe('cancellation'));
    expect(window.location.search).toBe(
      '?person=casey&kind=cancellation&from=2025-03-01&to=2025-03-31',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByLabelText('Person')).toHaveValue('');
  });

  it('pages through the trail', async () => {
    const calls = openAudit('/audit', [
      {
        path: '/api/audit',
        query: { page: '2' },
        body: makeAuditList([adjustment], { total: 21, pages: 2, current_page: 2 }),
      },
      {
        path: '/api/audit',
        query: { page: '1' },
        body: makeAuditList([price], { total: 21, pages: 2 }),
      },
    ]);
    await screen.findByRole('row', { name: /CAP-9/ });
    const pages = screen.getByRole('navigation', { name: 'Audit pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('row', { name: /TEE-7/ })).toBeInTheDocument();
    expect(lastQuery(calls).page).toBe('2');
    expect(window.location.search).toBe('?page=2');
  });

  it('says when nothing matches', async () => {
    openAudit('/audit?kind=tax', [{ path: '/api/audit', body: makeAuditList([]) }]);
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows a failed load with the API’s reason and a Retry', async () => {
    openAudit('/audit?from=2025-03-31&to=2025-03-01', [
      { path: '/api/audit', status: 400, body: { error: 'from must be on or before to' } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('from must be on or before to');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('exports the filtered trail as CSV', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:audit');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = openAudit('/audit?kind=price&page=2', [
      { path: '/api/audit/export.csv', body: 'When,Who\n' },
    ]);
    await screen.findByRole('row', { name: /CAP-9/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((call) => call.url.pathname === '/api/audit/export.csv');
    expect(Object.fromEntries(exported?.url.searchParams ?? [])).toEqual({ kind: 'price' });
    expect(exported?.headers.get('Authorization')).toBe('Bearer token-1');
    click.mockRestore();
  });
});
