import { render, screen } from '@testing-library/react';
import { formatPrice, Price } from './price';

describe('prices', () => {
  it('formats US dollars the en-US way', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
  });

  it('renders the formatted amount', () => {
    render(<Price value={89.99} />);
    expect(screen.getByText('$89.99')).toBeInTheDocument();
  });
});
