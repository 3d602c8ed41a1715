import { emptyCount, readAmount, readCount } from './cash-count';

describe('readCount', () => {
  it('adds up what was counted, blanks being none', () => {
    const texts = { ...emptyCount(), twenties: '4', fives: ' 3 ', quarters: '8', pennies: '' };
    expect(readCount(texts)).toEqual({
      ok: true,
      counts: { twenties: 4, fives: 3, quarters: 8 },
      cents: 9_700,
    });
    expect(readCount(emptyCount())).toEqual({ ok: true, counts: {}, cents: 0 });
  });

  it('counts $1 bills and $1 coins apart, each a dollar', () => {
    expect(readCount({ ...emptyCount(), ones: '2', dollar_coins: '3' })).toMatchObject({
      cents: 500,
    });
  });

  it('names the first bill or coin that is not a whole number', () => {
    expect(readCount({ ...emptyCount(), tens: '1.5', dimes: 'x' })).toEqual({
      ok: false,
      key: 'tens',
      error: '$10 bills: enter a whole number of pieces',
    });
    expect(readCount({ ...emptyCount(), dimes: '-2' })).toMatchObject({ ok: false, key: 'dimes' });
  });
});

describe('readAmount', () => {
  it('reads dollars as cents, or says what is wrong', () => {
    expect(readAmount('$1,250.50')).toEqual({ cents: 125_050 });
    expect(readAmount('12.345')).toEqual({ error: 'An amount of money has at most two decimals' });
  });
});
