import { axisDollars } from './chart-format';

describe('chart axis dollars', () => {
  it('shows amounts under $1,000 to the cent, whole dollars without decimals', () => {
    expect(axisDollars(0)).toBe('$0');
    expect(axisDollars(950)).toBe('$950');
    expect(axisDollars(950.5)).toBe('$950.50');
    expect(axisDollars(-250)).toBe('-$250');
  });

  it('shows thousands to one decimal, rounded half away from zero', () => {
    expect(axisDollars(1000)).toBe('$1K');
    expect(axisDollars(1250)).toBe('$1.3K');
    expect(axisDollars(1450)).toBe('$1.5K');
    expect(axisDollars(-1450)).toBe('-$1.5K');
    expect(axisDollars(1_000_000)).toBe('$1000K');
  });
});
