import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer';

describe('site footer', () => {
  it('links Products and the nine content pages, with placeholder social links and a copyright', () => {
    render(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    const links = Object.fromEntries(
      footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      Products: '/products',
      'Size Guide': '/size-guide',
      Support: '/support',
      Shipping: '/shipping',
      Returns: '/returns',
      FAQ: '/faq',
      Contact: '/contact',
      About: '/about',
      Privacy: '/privacy',
      Terms: '/terms',
    });
    expect(footer.getByLabelText('Instagram (coming soon)')).toBeInTheDocument();
    expect(footer.getByText(/© \d{4} FitShop\. All rights reserved\./)).toBeInTheDocument();
  });
});
