import { screen } from '@testing-library/react';
import { makeInventoryList, makeUser, mockFetch } from '@shop/testing';
import { renderBackofficeAt, resetBackoffice, signInAs } from './testing/render-backoffice';

describe('back-office module', () => {
  afterEach(resetBackoffice);

  it.each([
    ['/inventory', 'Inventory'],
    ['/suppliers', 'Suppliers'],
  ])('renders %s as the "%s" screen', async (path, title) => {
    mockFetch([
      { path: '/api/inventory/', body: makeInventoryList([]) },
      { path: '/api/suppliers/', body: { suppliers: [] } },
    ]);
    signInAs();
    renderBackofficeAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('This screen is coming in a later release.')).not.toBeInTheDocument();
  });

  it('frames /sales as "Point of Sale" and says honestly that it is coming', () => {
    renderBackofficeAt('/sales');
    expect(screen.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming in a later release.')).toBeInTheDocument();
  });

  it('greets staff on the dashboard by first name', () => {
    signInAs(makeUser({ role: 'staff', first_name: 'Morgan' }));
    renderBackofficeAt('/dashboard');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Morgan!' }),
    ).toBeInTheDocument();
  });

  it('renders nothing on another module’s path', () => {
    const { container } = renderBackofficeAt('/products');
    expect(container).toBeEmptyDOMElement();
  });
});
