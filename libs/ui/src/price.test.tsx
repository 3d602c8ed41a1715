import { render, screen } from '@testing-library/react';
import { formatPrice, Price } from './price';

describe('prices', () => {
  it('formats US dollars the en-US way', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
  });

  it('agrees with Intl on every amount a shop shows, rounding included', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0.005, 0.015, 0.125, 1.005, 2.675, 999.995, 1000, 99999.99, 1e9 + 0.5];
    for (let cents = -250; cents <= 250_000; cents += 7) amounts.push(cents / 100);
    // Three decimals (a computed total) spread over a wide range, the same every run.
    for (let i = 1; i <= 5000; i++) amounts.push(((i * 7_919_113) % 100_000_007) / 1000);
    for (const amount of amounts) expect(formatPrice(amount)).toBe(intl.format(amount));
  });

  it('renders the formatted amount', () => {
    render(<Price value={89.99} />);
    expect(screen.getByText('$89.99')).toBeInTheDocument();
  });
});
