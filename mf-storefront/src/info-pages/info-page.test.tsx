import { render, screen } from '@testing-library/react';
import { InfoPage } from './info-page';
import { INFO_PAGES } from './info-pages';

function page(path: string) {
  const found = INFO_PAGES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no page for ${path}`);
  return found;
}

describe('footer content pages', () => {
  it('titles each of the nine pages as docs/product/storefront.md names them', () => {
    expect(INFO_PAGES.map((candidate) => [candidate.path, candidate.title])).toEqual([
      ['/about', 'About Us'],
      ['/contact', 'Contact Us'],
      ['/support', 'Support'],
      ['/shipping', 'Shipping Information'],
      ['/returns', 'Returns & Exchanges'],
      ['/size-guide', 'Size Guide'],
      ['/faq', 'Frequently Asked Questions'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ]);
  });

  it('states the shop constants: free shipping over $50, 30-day returns, 2-year warranty', () => {
    const { unmount } = render(<InfoPage page={page('/shipping')} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Shipping Information' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/free on every order over \$50/)).toBeInTheDocument();
    unmount();
    render(<InfoPage page={page('/returns')} />);
    expect(screen.getByText(/within 30 days/)).toBeInTheDocument();
    expect(
      INFO_PAGES.some((candidate) =>
        candidate.paragraphs.some((text) => text.includes('2-year warranty')),
      ),
    ).toBe(true);
  });

  it('says how to start a return, with a link to the purchase history', () => {
    render(<InfoPage page={page('/returns')} />);
    expect(screen.getByText('Start a return from your purchase history:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      expect.stringMatching(/open My Purchases/),
      expect.stringMatching(/Request a Return/),
      expect.stringMatching(/refund them to your original payment method/),
      expect.stringMatching(/to the till/),
    ]);
    expect(screen.getByRole('link', { name: 'Go to your purchase history' })).toHaveAttribute(
      'href',
      '/purchases',
    );
  });

  it('shows the size table from XS to XXL', () => {
    render(<InfoPage page={page('/size-guide')} />);
    const sizes = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });
});
