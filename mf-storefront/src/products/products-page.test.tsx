import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore, selectCartCount } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { makeProduct, mockFetch } from '@shop/testing';
import { StorefrontApp } from '../storefront-app';

describe('products page', () => {
  it('lists products of the chosen category with the count line, and adds to the shared cart', async () => {
    const products = [makeProduct({ name: 'Aero Tee' }), makeProduct({ name: 'Flex Shorts' })];
    const calls = mockFetch([
      {
        path: '/api/products/',
        body: { products, total: 12, pages: 1, current_page: 1, per_page: 20 },
      },
    ]);
    window.history.pushState(null, '', '/products?category=men');
    render(
      <AppProviders>
        <StorefrontApp />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 12 products')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('category')).toBe('men');
    expect(calls[0]?.url.searchParams.get('per_page')).toBe('20');

    await userEvent.click(screen.getByRole('button', { name: 'Add Aero Tee to cart' }));
    expect(selectCartCount(getStore().getState())).toBe(1);
  });
});
