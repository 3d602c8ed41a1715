import { screen } from '@testing-library/react';
import { showToast } from './toast';

describe('showToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces a confirmation in a status region and takes it away after three seconds', () => {
    showToast('Added Aero Tee to cart');
    jest.advanceTimersByTime(0);
    expect(screen.getByRole('status')).toHaveTextContent('Added Aero Tee to cart');

    jest.advanceTimersByTime(2999);
    expect(screen.getByText('Added Aero Tee to cart')).toBeInTheDocument();
    jest.advanceTimersByTime(1);
    expect(screen.queryByText('Added Aero Tee to cart')).not.toBeInTheDocument();
  });

  it('shows one confirmation at a time: the newest replaces the one on show', () => {
    showToast('Added Aero Tee to cart');
    showToast('Added 2 × Grip Socks to cart');
    jest.advanceTimersByTime(0);
    showToast('Added Trail Runner to cart');
    showToast('Added Sun Cap to cart');

    const region = screen.getByRole('status');
    expect(region.childElementCount).toBe(1);
    expect(region).toHaveTextContent('Added Sun Cap to cart');
  });

  it('is gone once the shopper goes to another page, not when the same page changes its query', () => {
    window.history.pushState(null, '', '/products');
    showToast('Added Aero Tee to cart');
    jest.advanceTimersByTime(0);

    window.history.pushState(null, '', '/products?page=2');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(screen.getByText('Added Aero Tee to cart')).toBeInTheDocument();

    window.history.pushState(null, '', '/cart');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(screen.queryByText('Added Aero Tee to cart')).not.toBeInTheDocument();
  });
});
