import { MAX_LINE_QUANTITY, type AuthResponse, type Purchase } from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { StockMovement } from '../src/inventory/stock-movement.entity';
import { PurchaseItem } from '../src/purchases/purchase-item.entity';
import { User } from '../src/users/user.entity';
import { DEMO, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, productInStock, setStock, snapshot, stockOf } from './purchases.fixtures';

const QUANTITY_ERROR = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
const ITEM_FIELDS = [
  'discount_amount',
  'discount_note',
  'discount_reason',
  'id',
  'order_discount_share',
  'product',
  'product_id',
  'quantity',
  'tax',
  'tax_rate',
  'tax_rate_name',
  'total_price',
  'unit_price',
];

describe.each(databaseTargets())('checkout on $name', (target) => {
  let shop: TestShop;
  let customer: string;
  let staff: string;
  let shirt: Product;
  let shoe: Product;
  const dollars = (cents: number) => cents / 100;

  beforeAll(async () => {
    shop = await startTestShop(target);
    [customer, staff] = await Promise.all([signIn(shop, DEMO.customer), signIn(shop, DEMO.staff)]);
    shirt = await productInStock(shop);
    shoe = await productInStock(shop, 20, [shirt.id]);
  });
  afterAll(() => shop?.close());

  it('refuses a visitor without a token', async () => {
    const before = await snapshot(shop, [shirt.id]);
    expect(await buy(shop, undefined, [{ product_id: shirt.id, quantity: 1 }])).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });

  // The checkout reads the buyer's account in its own transaction (@ChecksAccountItself).
  it('refuses a deactivated or deleted buyer with 401 and writes nothing', async () => {
    const { body } = await shop.send<AuthResponse>('POST', '/auth/register', newAccount('leaver'));
    const users = shop.orm.em.fork();
    const line = [{ product_id: shirt.id, quantity: 1 }];
    const refused = { status: 401, body: { error: 'Invalid or expired token' } };
    const before = await snapshot(shop, [shirt.id]);

    await users.nativeUpdate(User, { id: body.user.id }, { isActive: false });
    expect(await buy(shop, body.access_token, line)).toMatchObject(refused);
    // The account is refused before the basket is looked at.
    expect(
      await buy(shop, body.access_token, [{ product_id: 999_999, quantity: 1 }]),
    ).toMatchObject(refused);
    await users.nativeDelete(User, { id: body.user.id });
    expect(await buy(shop, body.access_token, line)).toMatchObject(refused);
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });

  it("opens the purchase by the buyer's stored role, not the token's", async () => {
    const { body } = await shop.send<AuthResponse>('POST', '/auth/register', newAccount('hired'));
    const { access_token: token, user } = body;
    await shop.orm.em.fork().nativeUpdate(User, { id: user.id }, { role: 'staff' });
    const sale = await buy(shop, token, [{ product_id: shirt.id, quantity: 1 }]);
    expect(sale.status).toBe(201);
    expect(sale.body.purchase).toMatchObject({ status: 'completed', payment_status: 'paid' });
    const { id, username, email, first_name, last_name, phone, address } = user;
    expect(sale.body.purchase.user).toEqual({
      id,
      username,
      email,
      first_name,
      last_name,
      phone,
      address,
    });
  });

  it('prices the lines from the catalogue and ignores the client prices and statuses', async () => {
    const [shirtStock, shoeStock] = [await stockOf(shop, shirt.id), await stockOf(shop, shoe.id)];
    const { status, body } = await buy(
      shop,
      customer,
      [
        { product_id: shirt.id, quantity: 2, unit_price: 0.01, total_price: 0.02 },
        { product_id: shoe.id, quantity: 1, unit_price: 0, total_price: 0 },
      ],
      { status: 'completed', payment_status: 'completed', notes: '  leave at the door  ' },
    );
    expect(status).toBe(201);
    const purchase: Purchase = body.purchase;
    expect(purchase).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash',
      notes: 'leave at the door',
      user: { username: 'customer' },
      total_amount: dollars(shirt.sellingPriceCents * 2 + shoe.sellingPriceCents),
    });
    expect(purchase.items.map((item) => [item.product_id, item.quantity, item.unit_price])).toEqual(
      [
        [shirt.id, 2, dollars(shirt.sellingPriceCents)],
        [shoe.id, 1, dollars(shoe.sellingPriceCents)],
      ],
    );
    // The unit cost of the moment of sale is kept for the profit report, but never shown.
    for (const item of purchase.items) expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
    const stored = await shop.orm.em
      .fork()
      .find(PurchaseItem, { purchase: purchase.id }, { orderBy: { id: 'asc' } });
    expect(stored.map((item) => item.unitCostCents)).toEqual([
      shirt.costPriceCents,
      shoe.costPriceCents,
    ]);
    expect(await stockOf(shop, shirt.id)).toBe(shirtStock - 2);
    expect(await stockOf(shop, shoe.id)).toBe(shoeStock - 1);

    const ledger = await shop.orm.em
      .fork()
      .find(StockMovement, { reference: `purchase:${purchase.id}` }, { orderBy: { id: 'asc' } });
    expect(ledger.map((row) => [row.product.id, row.quantityChange, row.reason])).toEqual([
      [shirt.id, -2, 'sale'],
      [shoe.id, -1, 'sale'],
    ]);
    const detail = await shop.send('GET', `/purchases/${purchase.id}`, undefined, customer);
    expect(detail).toMatchObject({ status: 200, body: { purchase } });
  });

  // Paid only once the provider confirms (docs/product/cart-and-checkout.md#paying-by-card).
  it('leaves a card order awaiting payment and rings up a staff sale as completed and paid', async () => {
    const card = await buy(shop, customer, [{ product_id: shirt.id, quantity: 1 }], {
      payment_method: 'card',
    });
    expect(card.body.purchase).toMatchObject({
      status: 'pending',
      payment_status: 'awaiting_payment',
    });
    const till = await buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
      status: 'pending',
      notes: 'Walk-in customer: Sam Lee',
    });
    expect(till.status).toBe(201);
    expect(till.body.purchase).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      user: { username: 'staff' },
    });
  });

  it('merges lines of the same product and refuses a merged line over the limit', async () => {
    const stock = await stockOf(shop, shirt.id);
    const merged = await buy(shop, customer, [
      { product_id: shirt.id, quantity: 1 },
      { product_id: shirt.id, quantity: 2 },
    ]);
    expect(merged.status).toBe(201);
    expect(merged.body.purchase.items.map((item) => [item.product_id, item.quantity])).toEqual([
      [shirt.id, 3],
    ]);
    expect(await stockOf(shop, shirt.id)).toBe(stock - 3);

    const before = await snapshot(shop, [shirt.id]);
    const split = [MAX_LINE_QUANTITY, 1].map((quantity) => ({ product_id: shirt.id, quantity }));
    expect(await buy(shop, customer, split)).toMatchObject({
      status: 400,
      body: {
        error: `Product ${shirt.id}: at most ${MAX_LINE_QUANTITY} pieces per purchase, got ${MAX_LINE_QUANTITY + 1}`,
      },
    });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });

  it.each([0, -1, 1.5, 10 ** 9, '2'])(
    'refuses the quantity %p and changes nothing',
    async (quantity) => {
      const before = await snapshot(shop, [shirt.id]);
      expect(await buy(shop, customer, [{ product_id: shirt.id, quantity }])).toMatchObject({
        status: 400,
        body: { error: QUANTITY_ERROR },
      });
      expect(await snapshot(shop, [shirt.id])).toEqual(before);
    },
  );

  it('refuses unknown and hidden products, empty item lists and unknown payment methods', async () => {
    const hidden = await productInStock(shop, 1, [shirt.id, shoe.id]);
    await shop.orm.em.fork().nativeUpdate(Product, { id: hidden.id }, { isActive: false });
    const before = await snapshot(shop, [shirt.id, hidden.id]);
    const line = { product_id: shirt.id, quantity: 1 };
    const refusals: [unknown[], Record<string, unknown>, string][] = [
      [[line, { product_id: 999_999, quantity: 1 }], {}, 'Product 999999 not found'],
      [[line, { product_id: hidden.id, quantity: 1 }], {}, `Product ${hidden.id} not found`],
      [[], {}, 'A purchase needs at least one item'],
      [[line], { payment_method: 'bitcoin' }, 'payment_method must be one of cash, card'],
    ];
    for (const [items, extra, error] of refusals)
      expect(await buy(shop, customer, items, extra)).toMatchObject({
        status: 400,
        body: { error },
      });
    expect(await snapshot(shop, [shirt.id, hidden.id])).toEqual(before);
  });

  it('refuses the whole purchase with 409 when one line is short, and changes nothing', async () => {
    await setStock(shop, shoe.id, 2);
    const before = await snapshot(shop, [shirt.id, shoe.id]);
    const response = await buy(shop, customer, [
      { product_id: shirt.id, quantity: 1 },
      { product_id: shoe.id, quantity: 3 },
    ]);
    expect(response).toMatchObject({
      status: 409,
      body: { error: `Insufficient stock for ${shoe.name}` },
    });
    expect(await snapshot(shop, [shirt.id, shoe.id])).toEqual(before);

    const lastPieces = await buy(shop, customer, [{ product_id: shoe.id, quantity: 2 }]);
    expect(lastPieces.status).toBe(201);
    expect(await stockOf(shop, shoe.id)).toBe(0);
  });
});
