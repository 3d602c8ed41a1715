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

  it('stacks confirmations shown together in the one region', () => {
    showToast('Added Aero Tee to cart');
    showToast('Added 2 × Grip Socks to cart');
    jest.advanceTimersByTime(0);

    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Added Aero Tee to cart');
    expect(region).toHaveTextContent('Added 2 × Grip Socks to cart');
  });
});
