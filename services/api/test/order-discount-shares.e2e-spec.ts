import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import {
  centsToDollars,
  sumCents,
  type Purchase as PurchaseBody,
  type SalesReport,
} from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { ormConfig } from '../src/database/orm-config';
import { PlainReportFacts } from '../src/reports/plain-report-facts';
import { reportDays, shopDate } from '../src/reports/report-days';
import { RollupReportFacts } from '../src/reports/rollup-report-facts';
import { salesRollupDifferences } from '../src/reports/sales-rollups-check';
import { addCode } from './discount-codes.fixtures';
import { atTill, openTill, type Till } from './drawer.fixtures';
import { pay } from './payments.fixtures';
import { buy, productInStock } from './purchases.fixtures';
import { tillReturn } from './returns.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { addRate } from './tax.fixtures';

const ZONE = 'America/New_York';
/** The last migration before the lines kept their share of the order's discount (both dialects). */
const BEFORE_SHARES = 'Migration20261129150000';
type Row = Record<string, unknown>;

/** The lines in id order, as pricing allocated over them. */
const byId = (purchase: PurchaseBody) => [...purchase.items].sort((a, b) => a.id - b.id);
const shares = (purchase: PurchaseBody) => byId(purchase).map((item) => item.order_discount_share);

/**
 * Each line keeps its share of the order's discount, allocated by the largest remainder
 * (docs/decisions/0115-order-discount-shares-and-per-owner-limits.md): the tax report's
 * taxable sales and a return's refund read it, and the migration backfills it by the same rule.
 */
describe.each(databaseTargets())('order discount shares on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let customer: string;
  let till: Till;
  let products: Product[];
  const three = () => products.map((product) => ({ product_id: product.id, quantity: 1 }));
  const today = () => shopDate(new Date(), ZONE);

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE });
    [admin, staff, customer] = await Promise.all([
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.customer),
    ]);
    const first = await productInStock(shop, 40);
    const second = await productInStock(shop, 40, [first.id]);
    const third = await productInStock(shop, 40, [first.id, second.id]);
    products = [first, second, third];
    // $10.00 each, every line taxed at 10 %: a $1.00 discount is 33⅓ cents a line.
    const em = shop.orm.em.fork();
    for (const product of products)
      await em.nativeUpdate(Product, { id: product.id }, { sellingPriceCents: 1000 });
    await addRate(shop, admin, { name: 'Flat 10', percentage: 10, is_default: true });
    await addCode(shop, admin, { code: 'DOLLAR', kind: 'amount', value: 1 });
    till = await openTill(shop);
  });
  afterAll(() => shop?.close());

  it('keeps each line’s share of a code, by the largest remainder, and taxes the line after it', async () => {
    const bought = await buy(shop, customer, three(), {
      payment_method: 'card',
      discount_code: 'DOLLAR',
    });
    expect(bought.status).toBe(201);
    const paid = await pay(shop, customer, bought.body.purchase.id);
    expect(paid.status).toBe(200);
    const { purchase } = paid.body;
    // 100 cents over three equal lines: 33 each, the cent left to the first line.
    expect(shares(purchase)).toEqual([0.34, 0.33, 0.33]);
    // Each line taxed on $10.00 less its share: 10 % of 966 is 96.6 → 97; of 967, 96.7 → 97.
    expect(byId(purchase).map((item) => item.tax)).toEqual([0.97, 0.97, 0.97]);
    expect(purchase).toMatchObject({ subtotal: 30, discount_amount: 1, tax: 2.91 });
  });

  it('keeps the shares of a till sale discount beside the lines’ own, and a return refunds what the line paid', async () => {
    const sold = await buy(shop, staff, three(), {
      ...atTill(till),
      payment_method: 'card',
      line_discounts: [
        { product_id: products[1]!.id, kind: 'amount', value: 1, reason: 'damaged' },
      ],
      sale_discount: { kind: 'amount', value: 1.01, reason: 'loyalty' },
    });
    expect(sold.status).toBe(201);
    const { purchase } = sold.body;
    // $1.01 over $10.00, $9.00 and $10.00 (= 2900): 34.83, 31.34, 34.83 → 34, 31, 34 and the
    // 2 cents left to the largest fractions, the first and the third line.
    expect(shares(purchase)).toEqual([0.35, 0.31, 0.35]);
    expect(purchase.discount_amount).toBe(2.01);
    const second = byId(purchase)[1]!;
    // 900 − 31 = 869 paid: tax 86.9 → 87.
    expect(second.tax).toBe(0.87);
    const taken = await tillReturn(shop, staff, {
      purchase_id: purchase.id,
      register_id: till.registerId,
      receipt: true,
      lines: [
        { purchase_item_id: second.id, quantity: 1, reason: 'wrong_size', disposition: 'restock' },
      ],
    });
    // The line's $10.00 less its own $1.00 and its stored $0.31 share, and its $0.87 tax.
    expect(taken).toMatchObject({ status: 201, body: { return: { total_amount: 9.56 } } });
  });

  it('reports taxable sales after the lines’ discounts, the rollups as a recomputation', async () => {
    const range = `start_date=${today()}&end_date=${today()}`;
    const report = await shop.send<SalesReport>('GET', `/reports/sales?${range}`, undefined, admin);
    // The web order's lines paid $29.00 (tax $2.91); the till sale's 965 + 869 + 965 = $27.99
    // (tax 97 + 87 + 97). The returned line still counts as sold here (returns are apart).
    const taxable = sumCents([2900, 2799]);
    expect(report.body.tax.by_rate).toEqual([
      {
        rate_name: 'Flat 10',
        percentage: 10,
        taxable_sales: centsToDollars(taxable),
        tax: centsToDollars(sumCents([291, 281])),
      },
    ]);
    expect(await salesRollupDifferences(shop.orm.em, ZONE)).toEqual([]);
    const days = reportDays({ start_date: today(), end_date: today() }, ZONE);
    const plain = await new PlainReportFacts(shop.orm.em.fork()).taxByDayAndRate(days);
    expect(plain.map((fact) => fact.taxableCents)).toEqual([taxable]);
    expect(await new RollupReportFacts(shop.orm.em.fork()).taxByDayAndRate(days)).toEqual(plain);
  });

  describe('the migration', () => {
    let before: MikroORM;
    let drop: () => Promise<void>;
    const knexOf = (orm: MikroORM) => (orm.em as SqlEntityManager).getKnex();
    const read = (orm: MikroORM) =>
      knexOf(orm)
        .select('id', 'purchase_id', 'order_discount_cents')
        .from('purchase_item')
        .orderBy('id') as Promise<Row[]>;

    beforeAll(async () => {
      const scratch = await target.create();
      drop = () => scratch.drop();
      before = await MikroORM.init(ormConfig(scratch.settings));
      await before.getMigrator().up({ to: BEFORE_SHARES });
      // The shop's purchases and what they need, copied into a database from before the column
      // (a till sale's drawer session left out: the shares do not read it).
      for (const table of [
        'user',
        'category',
        'supplier',
        'style',
        'product',
        'purchase',
        'purchase_item',
      ]) {
        const columns = Object.keys(await knexOf(before)(table).columnInfo());
        const rows = (await knexOf(shop.orm).select(columns).from(table).orderBy('id')) as Row[];
        if (table === 'purchase') for (const row of rows) row.register_session_id = null;
        for (let start = 0; start < rows.length; start += 50)
          await knexOf(before)(table).insert(rows.slice(start, start + 50));
      }
      await before.getMigrator().up();
    });
    afterAll(async () => {
      await before?.close();
      await drop?.();
    });

    it('backfills each line’s share by the rule the checkout keeps it by', async () => {
      const migrated = (await read(before)).map((row) => Number(row.order_discount_cents));
      const kept = (await read(shop.orm)).map((row) => Number(row.order_discount_cents));
      expect(migrated).toEqual(kept);
      // This file's two discounted purchases: 100 and 101 cents shared out.
      expect(sumCents(migrated)).toBe(201);
      expect(kept.filter((share) => share > 0)).toEqual([34, 33, 33, 35, 31, 35]);
    });
  });
});
