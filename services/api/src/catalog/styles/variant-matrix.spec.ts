import { matrixCells } from './variant-matrix';

describe('matrixCells', () => {
  it('makes one variant per size and colour with the pattern and colour abbreviations', () => {
    expect(
      matrixCells('{STYLE}-{COLOR}-{SIZE}', 'ZEN-LEGGINGS', ['M', 'S', 'M'], ['Navy', 'Black']),
    ).toEqual([
      { size: 'S', color: 'Black', sku: 'ZEN-LEGGINGS-BLK-S' },
      { size: 'M', color: 'Black', sku: 'ZEN-LEGGINGS-BLK-M' },
      { size: 'S', color: 'Navy', sku: 'ZEN-LEGGINGS-NVY-S' },
      { size: 'M', color: 'Navy', sku: 'ZEN-LEGGINGS-NVY-M' },
    ]);
  });

  it('leaves out the pairs the style already has', () => {
    const cells = matrixCells(
      '{SIZE}/{COLOR}/{STYLE}',
      'tee',
      ['S', 'L'],
      ['Red'],
      [{ size: 'S', color: 'Red' }],
    );
    expect(cells).toEqual([{ size: 'L', color: 'Red', sku: 'L/RED/TEE' }]);
  });
});
