import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { styleCreateSchema } from '@shop/contracts';
import { makeStaffStyle, makeStylePicture, mockFetch, type MockRoute } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { NewStylePage } from './new-style-page';

const CATEGORIES: MockRoute = {
  path: '/api/categories',
  body: { categories: [{ id: 3, name: 'bottoms' }] },
};
const SUPPLIERS: MockRoute = { path: '/api/suppliers/', body: { suppliers: [] } };

function openNewStyle(routes: MockRoute[] = []) {
  const calls = mockFetch([...routes, CATEGORIES, SUPPLIERS]);
  signInAs();
  renderScreen(<NewStylePage />, { at: '/catalogue/new' });
  return calls;
}

const picture = (name: string) => new File(['not really an image'], name, { type: 'image/jpeg' });

jest.setTimeout(30_000);

describe('the new style form', () => {
  afterEach(resetBackoffice);

  it('creates a style in 3 sizes and 2 colours, previewing the SKUs it will get', async () => {
    const uploaded = makeStylePicture('a'.repeat(32));
    const calls = openNewStyle([
      { method: 'POST', path: '/api/catalogue/pictures', body: uploaded },
      {
        method: 'POST',
        path: '/api/catalogue/styles',
        status: 201,
        body: { style: makeStaffStyle({ id: 41 }) },
      },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Zen Leggings');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand' }), 'Lotus');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('bottoms'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Style code' }), 'zen-leggings');
    await userEvent.type(screen.getByRole('textbox', { name: /Tags/ }), 'yoga, summer');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '49.99');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost' }), '20');
    for (const size of ['S', 'M', 'L'])
      await userEvent.click(screen.getByRole('checkbox', { name: size }));
    for (const color of ['Navy', 'Black'])
      await userEvent.click(screen.getByRole('checkbox', { name: color }));

    const preview = screen.getByRole('table', { name: 'Variants to create' });
    expect(within(preview).getByText('6 variants will be created')).toBeInTheDocument();
    const skus = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(skus).toEqual([
      'ZEN-LEGGINGS-BLK-S',
      'ZEN-LEGGINGS-BLK-M',
      'ZEN-LEGGINGS-BLK-L',
      'ZEN-LEGGINGS-NVY-S',
      'ZEN-LEGGINGS-NVY-M',
      'ZEN-LEGGINGS-NVY-L',
    ]);
    expect(within(preview).getAllByText('$49.99')).toHaveLength(6);

    await userEvent.upload(screen.getByLabelText('Add pictures'), picture('front.jpg'));
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toHaveAttribute(
      'src',
      uploaded.urls.thumb,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Colour of picture 1' }),
      'Navy',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create style' }));
    await waitFor(() => expect(window.location.pathname).toBe('/catalogue/41'));

    const upload = calls.find((call) => call.url.pathname === '/api/catalogue/pictures');
    expect(Object.keys(upload?.body ?? {})).toEqual(['file']);
    const sent = calls.find(
      (call) => call.method === 'POST' && call.url.pathname === '/api/catalogue/styles',
    );
    expect(sent?.body).toEqual({
      name: 'Zen Leggings',
      brand: 'Lotus',
      description: '',
      category_id: 3,
      supplier_id: null,
      tags: ['yoga', 'summer'],
      style_code: 'ZEN-LEGGINGS',
      sku_pattern: '{STYLE}-{COLOR}-{SIZE}',
      pictures: [{ key: uploaded.key, color: 'Navy' }],
      sizes: ['S', 'M', 'L'],
      colors: ['Black', 'Navy'],
      selling_price: 49.99,
      cost_price: 20,
    });
    expect(styleCreateSchema.parse(sent?.body)).toEqual(sent?.body);
  });

  it('names the missing fields and sizes and sends nothing', async () => {
    const calls = openNewStyle();
    await userEvent.click(screen.getByRole('button', { name: 'Create style' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('category_id must be a positive integer')).toBeInTheDocument();
    expect(screen.getByText('Brand is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of an upload with the file’s name', async () => {
    openNewStyle([
      {
        method: 'POST',
        path: '/api/catalogue/pictures',
        status: 415,
        body: { error: 'The file is not a JPEG, PNG or WebP image' },
      },
    ]);
    await userEvent.upload(screen.getByLabelText('Add pictures'), picture('notes.jpg'));
    expect(
      await screen.findByText('notes.jpg: The file is not a JPEG, PNG or WebP image'),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Picture 1' })).not.toBeInTheDocument();
  });

  it('says a picture is too large when the server refuses it with 413 and no words', async () => {
    openNewStyle([{ method: 'POST', path: '/api/catalogue/pictures', status: 413, body: {} }]);
    const dropZone = screen.getByLabelText('Add pictures').parentElement!;
    fireEvent.drop(dropZone, { dataTransfer: { files: [picture('huge.jpg')] } });
    expect(await screen.findByText('huge.jpg: The picture is larger than 10 MB.')).toBeVisible();
  });

  it('reorders pictures with the keyboard, the focus following the picture', async () => {
    const first = makeStylePicture('1'.repeat(32));
    const second = makeStylePicture('2'.repeat(32));
    openNewStyle([{ method: 'POST', path: '/api/catalogue/pictures', body: first }]);
    await userEvent.upload(screen.getByLabelText('Add pictures'), picture('a.jpg'));
    await screen.findByRole('img', { name: 'Picture 1' });
    mockFetch([{ method: 'POST', path: '/api/catalogue/pictures', body: second }]);
    await userEvent.upload(screen.getByLabelText('Add pictures'), picture('b.jpg'));
    expect(await screen.findByRole('img', { name: 'Picture 2' })).toHaveAttribute(
      'src',
      second.urls.thumb,
    );

    screen.getByRole('button', { name: 'Move up picture 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute(
        'src',
        second.urls.thumb,
      ),
    );
    expect(screen.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', first.urls.thumb);
    // The moved picture is now first, where Move up is disabled: the focus is on its Move down.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down picture 1' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture 2' })).toHaveAttribute(
        'src',
        second.urls.thumb,
      ),
    );
    expect(screen.getByRole('button', { name: 'Move up picture 2' })).toHaveFocus();
  });
});
