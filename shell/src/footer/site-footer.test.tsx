import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer';

describe('site footer', () => {
  it('links Products and the nine content pages, with placeholder social links and a copyright', () => {
    render(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    const columns = footer.getAllByRole('navigation').map((column) => [
      column.getAttribute('aria-label'),
      within(column)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ]);
    expect(columns).toEqual([
      [
        'Shop',
        [
          ['Products', '/products'],
          ['Size Guide', '/size-guide'],
        ],
      ],
      [
        'Help',
        [
          ['Support', '/support'],
          ['Shipping', '/shipping'],
          ['Returns', '/returns'],
          ['FAQ', '/faq'],
          ['Contact', '/contact'],
        ],
      ],
      [
        'Company',
        [
          ['About', '/about'],
          ['Privacy', '/privacy'],
          ['Terms', '/terms'],
        ],
      ],
    ]);
    expect(footer.getAllByRole('link')).toHaveLength(10);
    expect(footer.getByLabelText('Instagram (coming soon)')).toBeInTheDocument();
    expect(footer.getByText(/© \d{4} FitShop\. All rights reserved\./)).toBeInTheDocument();
  });
});
