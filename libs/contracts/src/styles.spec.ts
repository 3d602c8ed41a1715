import { COLORS } from './catalog';
import { COLOR_CODES, DEFAULT_SKU_PATTERN, variantSku } from './styles';

describe('variantSku', () => {
  it('fills the default pattern with the style code, the colour code and the size', () => {
    expect(variantSku(DEFAULT_SKU_PATTERN, 'ZEN-LEGGINGS', 'Black', 'M')).toBe(
      'ZEN-LEGGINGS-BLK-M',
    );
    expect(variantSku(DEFAULT_SKU_PATTERN, 'AERO', 'Navy', 'XXL')).toBe('AERO-NVY-XXL');
  });

  it('follows an edited pattern, each token wherever and however often it appears', () => {
    expect(variantSku('fs-{SIZE}/{COLOR}-{STYLE}', 'tee', 'Gray', 'XS')).toBe('FS-XS/GRY-TEE');
    expect(variantSku('{STYLE}{COLOR}{SIZE}{SIZE}', 'A1', 'Red', 'L')).toBe('A1REDLL');
  });

  it('gives every colour its own three-letter code', () => {
    const codes = COLORS.map((color) => COLOR_CODES[color]);
    expect(codes).toEqual(['BLK', 'WHT', 'RED', 'BLU', 'GRN', 'GRY', 'NVY', 'PNK']);
    expect(new Set(codes).size).toBe(COLORS.length);
  });
});
