import { render, screen, within } from '@testing-library/react';
import { api, getStore } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { makeStyleCard, makeStyleCardList, mockFetch } from '@shop/testing';
import { StorefrontApp } from '../storefront-app';

function renderHome() {
  window.history.pushState(null, '', '/');
  render(
    <AppProviders>
      <StorefrontApp />
    </AppProviders>,
  );
}

describe('home page', () => {
  // The page's store is a singleton: forget cached answers between tests.
  beforeEach(() => {
    getStore().dispatch(api.util.resetApiState());
  });

  it('has the hero, the selling points, the categories and the closing call to action', async () => {
    mockFetch([{ path: '/api/styles/', body: makeStyleCardList([], { pages: 0, per_page: 4 }) }]);
    renderHome();

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Join Our Community' })).toHaveAttribute(
      'href',
      '/register',
    );
    for (const point of ['Premium Quality', 'Comfort First', 'Performance Ready']) {
      expect(screen.getByRole('heading', { name: point })).toBeInTheDocument();
    }

    const categories = within(
      screen.getByRole('heading', { name: 'Shop by Category' }).closest('section')!,
    );
    expect(
      categories.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Men', '/products?category=men'],
      ['Women', '/products?category=women'],
      ['Accessories', '/products?category=accessories'],
      ['Footwear', '/products?category=footwear'],
    ]);
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(await screen.findByText(/No new arrivals yet/)).toBeInTheDocument();
  });

  it('shows the four newest styles with name, brand and price, each opening its default variant', async () => {
    const styles = [
      makeStyleCard({ name: 'Aero Tee', brand: 'Peak Form', min_price: 29.99, max_price: 29.99 }),
      makeStyleCard({ name: 'Flex Shorts', brand: 'Stride', min_price: 34.5, max_price: 40 }),
      makeStyleCard({ name: 'Grip Socks', brand: 'Stride', min_price: 9, max_price: 9 }),
      makeStyleCard({
        name: 'Cloud Runner',
        brand: 'Northbound',
        min_price: 1234.5,
        max_price: 1234.5,
        default_variant_id: 4321,
      }),
    ];
    const calls = mockFetch([
      {
        path: '/api/styles/',
        body: makeStyleCardList(styles, { total: 40, pages: 10, per_page: 4 }),
      },
    ]);
    renderHome();

    expect(await screen.findByRole('link', { name: 'Cloud Runner' })).toHaveAttribute(
      'href',
      '/products/4321',
    );
    expect(screen.getByText('Aero Tee')).toBeInTheDocument();
    expect(screen.getByText('Peak Form')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('From $34.50')).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/styles/');
    expect(calls[0]?.url.searchParams.get('per_page')).toBe('4');
  });

  it('stays calm when the catalogue cannot be reached', async () => {
    mockFetch([{ path: '/api/styles/', status: 503, body: { error: 'down' } }]);
    renderHome();
    expect(await screen.findByText(/New arrivals are on their way/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toBeInTheDocument();
  });
});
