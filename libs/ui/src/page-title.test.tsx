import { act, render } from '@testing-library/react';
import { showRouteTitle, usePageTitle } from './page-title';

function ProductTitle({ name }: { name?: string }) {
  usePageTitle(name);
  return null;
}

describe('page titles', () => {
  beforeEach(() => window.history.pushState(null, '', '/products/3'));

  it('shows the route title after the site name, and the name alone without one', () => {
    showRouteTitle('Products');
    expect(document.title).toBe('Products · FitShop');
    showRouteTitle(null);
    expect(document.title).toBe('FitShop');
  });

  it("lets a screen name its path after what it loaded, whether the route's title comes before or after", () => {
    showRouteTitle('Product');
    const { rerender, unmount } = render(<ProductTitle />);
    expect(document.title).toBe('Product · FitShop');

    rerender(<ProductTitle name="Aero Tee" />);
    expect(document.title).toBe('Aero Tee · FitShop');
    showRouteTitle('Product');
    expect(document.title).toBe('Aero Tee · FitShop');

    act(() => {
      window.history.pushState(null, '', '/products');
      showRouteTitle('Products');
    });
    expect(document.title).toBe('Products · FitShop');
    unmount();
    expect(document.title).toBe('Products · FitShop');
  });
});
