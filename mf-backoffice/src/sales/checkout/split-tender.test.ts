import { cardTooHighMessage, cashTooLowMessage } from '@shop/contracts';
import { splitView } from './split-tender';

describe('the split between card and cash', () => {
  it('leaves for cash what the card does not pay, and gives change only from the cash', () => {
    expect(splitView({ card: '50', cash: '' }, 69.99)).toEqual({
      ok: true,
      cashDueCents: 1999,
      changeCents: 0,
      tenders: [
        { method: 'cash', amount: 19.99 },
        { method: 'card', amount: 50 },
      ],
    });
    expect(splitView({ card: '$50.00', cash: '20' }, 69.99)).toMatchObject({
      ok: true,
      cashDueCents: 1999,
      changeCents: 1,
      tenders: [
        { method: 'cash', amount: 20 },
        { method: 'card', amount: 50 },
      ],
    });
    expect(splitView({ card: '0.10', cash: '0.20' }, 0.3)).toMatchObject({
      ok: true,
      cashDueCents: 20,
      changeCents: 0,
    });
  });

  it('refuses a card part of the whole total or more, and cash short of what remains', () => {
    expect(splitView({ card: '69.99', cash: '' }, 69.99)).toEqual({
      ok: false,
      cashDueCents: null,
      field: 'card',
      problem: cardTooHighMessage(6999, 6999),
    });
    expect(splitView({ card: '50', cash: '19.98' }, 69.99)).toEqual({
      ok: false,
      cashDueCents: 1999,
      field: 'cash',
      problem: cashTooLowMessage(1998, 1999),
    });
    expect(splitView({ card: '', cash: '' }, 69.99)).toMatchObject({ ok: false, field: 'card' });
    expect(splitView({ card: '0', cash: '' }, 69.99)).toMatchObject({ ok: false, field: 'card' });
    expect(splitView({ card: '50', cash: 'ten' }, 69.99)).toMatchObject({
      ok: false,
      field: 'cash',
    });
  });
});
