import { stockStatus, type Dashboard } from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { StockMovement } from '../src/inventory/stock-movement.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { Supplier } from '../src/suppliers/supplier.entity';
import { startTestShop, type TestShop } from './support/test-shop';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { atTill, openTill } from './drawer.fixtures';
import { buy, cancelPurchase, productInStock, setStock } from './purchases.fixtures';

/**
 * The dashboard against sums worked out by hand, in New York (west of UTC), around the
 * start of daylight saving time (Sunday 9 March 2031: 02:00 EST became 03:00 EDT).
 * The demo data lies years before these dates, so only the fixture falls in the windows.
 */
const ZONE = 'America/New_York';
const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

// Each fixture purchase: when (UTC), and that moment on New York's clock.
const AT = {
  monMidnight: '2031-03-10T04:00:00.000Z', // Mon 10 Mar 00:00:00 EDT (a web order)
  sunLate: '2031-03-10T03:59:59.000Z', //     Sun  9 Mar 23:59:59 EDT
  sunBefore10: '2031-03-09T13:59:59.000Z', // Sun  9 Mar 09:59:59 EDT
  sunAt10: '2031-03-09T14:00:00.000Z', //     Sun  9 Mar 10:00:00 EDT
  monCancelled: '2031-03-10T13:00:00.000Z', // Mon 10 Mar 09:00 EDT, then cancelled
  lastMon9: '2031-03-03T14:00:00.000Z', //    Mon  3 Mar 09:00:00 EST
  lastMonAfter10: '2031-03-03T15:00:01.000Z', // Mon 3 Mar 10:00:01 EST
  lastSunNight: '2031-03-03T04:00:00.000Z', // Sun  2 Mar 23:00 EST (Monday in UTC)
  monAt10: '2031-03-10T14:00:00.000Z', //     Mon 10 Mar 10:00:00 EDT (= "now" below)
} as const;
type Fixture = keyof typeof AT;

describe.each(databaseTargets())('GET /reports/dashboard on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;
  const clock = { now: () => new Date(AT.monAt10) };
  const cents: Partial<Record<Fixture, number>> = {};
  const ids: Partial<Record<Fixture, number>> = {};
  const em = () => shop.orm.em.fork();
  const sum = (...names: Fixture[]) => names.reduce((total, name) => total + cents[name]!, 0) / 100;
  const dashboard = async (token = staff) => {
    const response = await shop.send<Dashboard>('GET', '/reports/dashboard', undefined, token);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE, clock });
    await grantToStaff(shop, 'cancel_sales', 'see_costs', 'edit_catalogue', 'adjust_stock');
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
    const product = await productInStock(shop, 1);
    await setStock(shop, product.id, 100);
    const till = await openTill(shop);
    let quantity = 1;
    for (const name of Object.keys(AT) as Fixture[]) {
      // Different quantities, so a sum in the wrong window shows.
      const web = name === 'monMidnight';
      const { body } = await buy(
        shop,
        web ? customer : staff,
        [{ product_id: product.id, quantity: quantity++ }],
        web
          ? { payment_method: 'card' }
          : { ...atTill(till), customer_name: name === 'monAt10' ? 'Jane Doe' : null },
      );
      const { purchase } = body;
      ids[name] = purchase.id;
      cents[name] = Math.round(purchase.total_amount * 100);
      await em().nativeUpdate(Purchase, { id: purchase.id }, { createdAt: new Date(AT[name]) });
    }
    await cancelPurchase(shop, staff, ids.monCancelled!);
    await em().nativeUpdate(
      StockMovement,
      { reason: 'cancellation', reference: `purchase:${ids.monCancelled}` },
      { createdAt: new Date('2031-03-10T13:40:00.000Z') },
    );
    // Two products: one created at Monday midnight (this week), one a second before.
    const [fresh, older] = await em().find(
      Product,
      { isActive: true },
      { limit: 2, orderBy: { id: 'asc' } },
    );
    await em().nativeUpdate(Product, { id: fresh!.id }, { createdAt: new Date(AT.monMidnight) });
    await em().nativeUpdate(Product, { id: older!.id }, { createdAt: new Date(AT.sunLate) });
  });
  afterAll(() => shop?.close());

  it('refuses to start with a SHOP_TIME_ZONE that is no IANA name', async () => {
    await expect(startTestShop(target, { shopTimeZone: 'Mars/Olympus_Mons' })).rejects.toThrow(
      'SHOP_TIME_ZONE must be an IANA time zone name',
    );
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect(await shop.send('GET', '/reports/dashboard')).toMatchObject({ status: 401 });
    expect(await shop.send('GET', '/reports/dashboard', undefined, customer)).toMatchObject({
      status: 403,
      body: { error: "You don't have permission to access this resource" },
    });
    const admin = await signIn(shop, DEMO.admin);
    expect((await dashboard(admin)).time_zone).toBe(ZONE);
  });

  it('compares Monday 10:00 with Sunday up to 10:00 and last Monday up to 10:00', async () => {
    clock.now = () => new Date(AT.monAt10);
    const { metrics, today, week_start } = await dashboard();
    expect({ today, week_start }).toEqual({ today: '2031-03-10', week_start: '2031-03-10' });
    expect(metrics).toMatchObject({
      // Midnight and "now" itself count; the cancelled sale never does.
      today_sales: sum('monMidnight', 'monAt10'),
      today_orders: 2,
      // Sunday up to 10:00:00 inclusive; 23:59:59 is later in the day.
      yesterday_sales: sum('sunBefore10', 'sunAt10'),
      yesterday_orders: 2,
      week_sales: sum('monMidnight', 'monAt10'),
      week_orders: 2,
      week_days: 1,
      // Last Monday up to 10:00 EST; Sunday 23:00 EST is Monday only in UTC.
      last_week_sales: sum('lastMon9'),
      last_week_orders: 1,
    });
    const change = (now: number, before: number) =>
      Math.round(((now - before) / before) * 1000) / 10;
    expect(metrics.today_change_percent).toBe(
      change(sum('monMidnight', 'monAt10'), sum('sunBefore10', 'sunAt10')),
    );
    expect(metrics.products_added_this_week).toBe(1);
  });

  it('takes the whole of last week on Sunday night', async () => {
    clock.now = () => new Date('2031-03-17T03:59:59.999Z'); // Sun 16 Mar 23:59:59.999 EDT
    const { metrics, today, week_start } = await dashboard();
    expect({ today, week_start, week_days: metrics.week_days }).toEqual({
      today: '2031-03-16',
      week_start: '2031-03-10',
      week_days: 7,
    });
    expect(metrics).toMatchObject({
      today_sales: 0,
      yesterday_sales: 0,
      today_change_percent: null,
      week_sales: sum('monMidnight', 'monAt10'),
      last_week_sales: sum('lastMon9', 'lastMonAfter10', 'sunBefore10', 'sunAt10', 'sunLate'),
      last_week_orders: 5,
    });
  });

  it('starts Tuesday at midnight with Monday as yesterday up to midnight', async () => {
    clock.now = () => new Date('2031-03-11T04:00:00.000Z'); // Tue 11 Mar 00:00 EDT
    const { metrics } = await dashboard();
    expect(metrics).toMatchObject({
      today_sales: 0,
      today_orders: 0,
      yesterday_sales: sum('monMidnight'),
      week_sales: sum('monMidnight', 'monAt10'),
      week_days: 2,
      last_week_sales: sum('lastMon9', 'lastMonAfter10'),
    });
  });

  it('counts products and stock alerts as the inventory does', async () => {
    const records = await em().find(InventoryRecord, { product: { isActive: true } });
    const states = records.map((r) => stockStatus(r.quantityInStock, r.minimumStockLevel));
    const low = states.filter((state) => state === 'low_stock').length;
    const out = states.filter((state) => state === 'out_of_stock').length;
    const { metrics } = await dashboard();
    expect(metrics).toMatchObject({
      total_products: await em().count(Product, { isActive: true }),
      low_stock_count: low,
      out_of_stock_count: out,
      low_stock_alerts: low + out,
    });
    expect(low).toBeGreaterThan(0);
    expect(out).toBeGreaterThan(0);
  });

  it('lists the latest orders and what happened, newest first', async () => {
    const { body: restocked } = await shop.send<{
      inventory: { product: { id: number; sku: string } };
    }>('POST', `/inventory/${(await productInStock(shop, 1)).id}/restock`, { quantity: 5 }, staff);
    const supplier = await shop.send<{ supplier: { id: number } }>(
      'POST',
      '/suppliers/',
      { name: 'Dashboard Test Supplies' },
      staff,
    );
    const movement = await em().findOneOrFail(
      StockMovement,
      { reason: 'restock', product: restocked.inventory.product.id },
      { orderBy: { id: 'desc' } },
    );
    await em().nativeUpdate(
      StockMovement,
      { id: movement.id },
      {
        createdAt: new Date('2031-03-10T13:30:00.000Z'),
      },
    );
    await em().nativeUpdate(
      Supplier,
      { id: supplier.body.supplier.id },
      {
        createdAt: new Date('2031-03-10T13:10:00.000Z'),
      },
    );

    const { recent_orders, recent_activity } = await dashboard();
    expect(recent_orders.map((order) => order.id)).toEqual(
      (['monAt10', 'monCancelled', 'monMidnight', 'sunLate', 'sunAt10'] as const).map(
        (n) => ids[n],
      ),
    );
    expect(recent_orders[0]).toMatchObject({
      channel: 'pos',
      customer: 'Jane Doe',
      item_count: 9,
      total_amount: sum('monAt10'),
      status: 'completed',
      payment_status: 'paid',
    });
    expect(recent_orders[2]).toMatchObject({
      channel: 'web',
      status: 'pending',
      payment_method: 'card',
    });

    expect(recent_activity.slice(0, 7).map(({ kind, link }) => [kind, link])).toEqual([
      ['sale', `/purchases/${ids.monAt10}`],
      ['cancellation', `/purchases/${ids.monCancelled}`],
      ['restock', `/inventory?search=${encodeURIComponent(restocked.inventory.product.sku)}`],
      ['new_supplier', '/suppliers'],
      ['sale', `/purchases/${ids.monCancelled}`],
      ['web_order', `/purchases/${ids.monMidnight}`],
      ['sale', `/purchases/${ids.sunLate}`],
    ]);
    const [sale, cancellation, restock] = recent_activity;
    expect(sale).toMatchObject({
      description: `Sale #${ids.monAt10}: 9 items, ${usd(sum('monAt10'))}, cash`,
      actor: { username: DEMO.staff.username },
      amount: sum('monAt10'),
    });
    expect(cancellation).toMatchObject({
      description: `Order #${ids.monCancelled} cancelled: 5 items back in stock`,
      actor: { username: DEMO.staff.username },
      quantity_change: 5,
    });
    expect(restock).toMatchObject({ quantity_change: 5, actor: { username: DEMO.staff.username } });
    expect(recent_activity[5]!.actor).toMatchObject({ username: DEMO.customer.username });
  });
});
