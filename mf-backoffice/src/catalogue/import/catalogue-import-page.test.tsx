import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportReport } from '@shop/contracts';
import { mockFetch } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../../testing/render-backoffice';
import { CatalogueImportPage } from './catalogue-import-page';

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  dry_run: true,
  applied: false,
  rows: 3,
  styles_created: 1,
  styles_updated: 0,
  variants_created: 3,
  variants_updated: 0,
  variants_unchanged: 0,
  errors: [],
  ...overrides,
});
const csv = 'style_code,name\nZEN,Zen\n';
const chooseFile = async () =>
  userEvent.upload(
    screen.getByLabelText('CSV file'),
    new File([csv], 'catalogue.csv', { type: 'text/csv' }),
  );

describe('CatalogueImportPage', () => {
  afterEach(resetBackoffice);

  it('shows each bad row of the check with its line and reason, and keeps Apply off', async () => {
    const calls = mockFetch([
      {
        method: 'POST',
        path: '/api/catalogue/import',
        body: report({ errors: [{ line: 4, reason: 'size must be one of XS, S, M, L, XL, XXL' }] }),
      },
    ]);
    signInAs();
    renderScreen(<CatalogueImportPage />, { at: '/catalogue/import' });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('row', { name: /4 size must be one of XS/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 problem to fix/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url.search).toBe('?dry_run=true');
    expect(sent?.body).toBe(csv);
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('enables Apply after a clean check of the same file, and shows what was imported', async () => {
    mockFetch([{ method: 'POST', path: '/api/catalogue/import', body: report() }]);
    signInAs();
    renderScreen(<CatalogueImportPage />, { at: '/catalogue/import' });
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText(/3 rows read: 1 style and 3 variants to create/),
    ).toBeInTheDocument();

    const calls = mockFetch([
      {
        method: 'POST',
        path: '/api/catalogue/import',
        body: report({ dry_run: false, applied: true }),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Imported 3 rows: 1 style and 3 variants created, 0 styles and 0 variants updated, 0 variants unchanged.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url.search).toBe('');
  });

  it('turns Apply off again when another file is chosen', async () => {
    mockFetch([{ method: 'POST', path: '/api/catalogue/import', body: report() }]);
    signInAs();
    renderScreen(<CatalogueImportPage />, { at: '/catalogue/import' });
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByText(/rows read/);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await chooseFile();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('shows the message of a refused file', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/catalogue/import',
        status: 400,
        body: { error: 'Missing required columns: sku.' },
      },
    ]);
    signInAs();
    renderScreen(<CatalogueImportPage />, { at: '/catalogue/import' });
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing required columns: sku.');
  });
});
