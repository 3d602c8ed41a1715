import { searchWordRange, storedWordsOf, styleWordRows } from './style-words';

describe('the search words', () => {
  it('splits a name, a brand and a SKU into lower-case runs of letters and digits', () => {
    expect(storedWordsOf("Comet Zip-Hoodie O'Brien")).toEqual([
      'comet',
      'zip',
      'hoodie',
      'o',
      'brien',
    ]);
    expect(storedWordsOf('BS10327-BLACK-XS')).toEqual(['bs10327', 'black', 'xs']);
    expect(storedWordsOf('Café_Noir 100%')).toEqual(['café', 'noir', '100']);
    expect(storedWordsOf('x'.repeat(70))).toEqual(['x'.repeat(64)]);
  });

  it('reads the range of words that the typed text’s longest word begins', () => {
    const hood = searchWordRange('  Hood ')!;
    expect(hood.from).toBe('hood');
    expect(['hood', 'hoodie', 'hoods'].every((w) => w >= hood.from && w < hood.to)).toBe(true);
    expect(['hoo', 'hoof', 'hooe', 'ahood'].some((w) => w >= hood.from && w < hood.to)).toBe(false);
    expect(searchWordRange('comet z')!.from).toBe('comet');
    expect(searchWordRange('%')).toBeNull();
    expect(searchWordRange(' - ')).toBeNull();
  });

  it('keeps each style’s distinct words once, from its name, brand and variants’ SKUs', () => {
    const rows = styleWordRows(
      [{ id: 7, name: 'Comet Hoodie', brand: 'Comet' }],
      [
        { style_id: 7, sku: 'CMT7-GRY-S' },
        { style_id: 7, sku: 'CMT7-GRY-M' },
        { style_id: 8, sku: 'OTHER-1' },
      ],
    );
    expect(rows).toEqual([
      ['comet', 7],
      ['hoodie', 7],
      ['cmt7', 7],
      ['gry', 7],
      ['s', 7],
      ['m', 7],
    ]);
  });
});
