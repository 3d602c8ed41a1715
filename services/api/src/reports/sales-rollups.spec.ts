import { rollupStatements } from './sales-rollups';

const untaxed = { taxCents: 0, taxRateName: null, taxRateThousandths: 0 };
const nyc = { taxRateName: 'NYC', taxRateThousandths: 8875 };

const sale = {
  createdAt: new Date('2031-03-10T04:00:00Z'),
  channel: 'pos' as const,
  lines: [
    {
      productId: 9,
      quantity: 2,
      totalPriceCents: 5000,
      taxableCents: 5000,
      unitCostCents: 1000,
      ...untaxed,
    },
    {
      productId: 3,
      quantity: 1,
      totalPriceCents: 1250,
      taxableCents: 1250,
      unitCostCents: 700,
      ...untaxed,
    },
  ],
};

describe('rollupStatements', () => {
  it('adds a sale: its products in id order, then its day and channel', () => {
    const [products, months, channel] = rollupStatements('mysql', '2031-03-10', sale, 1);
    expect(months?.sql).toMatch(/^insert into sales_month_product \(month, product_id,/);
    expect(months?.params.slice(0, 2)).toEqual(['2031-03', 3]);
    expect(products?.sql).toMatch(
      /^insert into sales_day_product \(day, product_id, orders, quantity, revenue_cents, cost_cents\) values \(\?, \?, \?, \?, \?, \?\), \(\?, \?, \?, \?, \?, \?\) on duplicate key update orders = orders \+ values\(orders\)/,
    );
    expect(products?.params).toEqual([
      ...['2031-03-10', 3, 1, 1, 1250, 700],
      ...['2031-03-10', 9, 1, 2, 5000, 2000],
    ]);
    expect(channel?.params).toEqual(['2031-03-10', 'pos', 1, 3, 6250, 2700]);
  });

  it('takes a cancelled sale off with the same figures negated, in SQLite words', () => {
    const [products, , channel] = rollupStatements('sqlite', '2031-03-10', sale, -1);
    expect(products?.sql).toContain(
      'on conflict (day, product_id) do update set orders = orders + excluded.orders',
    );
    expect(channel?.sql).toContain('on conflict (day, channel) do update set');
    expect(channel?.params).toEqual(['2031-03-10', 'pos', -1, -3, -6250, -2700]);
  });

  it('adds the tax by day and rate, on what the lines were taxed on, before the day row; untaxed lines add none', () => {
    const taxed = {
      ...sale,
      lines: [
        // The first line paid $50.00 less its $3.00 share of the sale's discount: taxed on $47.00.
        { ...sale.lines[0]!, ...nyc, taxableCents: 4700, taxCents: 417 },
        { ...sale.lines[1]!, ...nyc, taxCents: 111 },
        {
          productId: 4,
          quantity: 1,
          totalPriceCents: 900,
          taxableCents: 900,
          unitCostCents: 100,
          ...untaxed,
        },
      ],
    };
    const statements = rollupStatements('sqlite', '2031-03-10', taxed, 1);
    const tax = statements[2];
    expect(tax?.sql).toMatch(
      /^insert into sales_day_tax \(day, rate_name, rate_thousandths, taxable_cents, tax_cents\)/,
    );
    expect(tax?.params).toEqual(['2031-03-10', 'NYC', 8875, 5950, 528]);
    expect(statements[3]?.sql).toContain('sales_day_channel');
    expect(rollupStatements('sqlite', '2031-03-10', sale, 1)).toHaveLength(3);
  });
});
