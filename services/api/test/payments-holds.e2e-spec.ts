import type { ShopSettingsAnswer } from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { productInStock, stockOf } from './purchases.fixtures';
import {
  expireHold,
  ledgerIsExact,
  newCustomer,
  orderByCard,
  paymentTrail,
  purchaseRow,
  sweepHolds,
} from './payments.fixtures';

// docs/product/cart-and-checkout.md#paying-by-card: unpaid card orders give their stock back.
describe.each(databaseTargets())('card holds on $name', (target) => {
  let shop: TestShop;
  let shoe: Product;

  beforeAll(async () => {
    shop = await startTestShop(target);
    shoe = await productInStock(shop, 40);
  });
  afterAll(() => shop?.close());

  it('releases only the orders whose hold ran out, once, with the ledger exact', async () => {
    const before = await stockOf(shop, shoe.id);
    const token = await newCustomer(shop);
    const late = await orderByCard(shop, token, shoe.id, 3);
    const lateToo = await orderByCard(shop, token, shoe.id, 2);
    const onTime = await orderByCard(shop, token, shoe.id, 1);
    await expireHold(shop, late.id);
    await expireHold(shop, lateToo.id);

    // Two sweeps at once, as two API instances would run them: each order is released by one.
    const released = await Promise.all([sweepHolds(shop), sweepHolds(shop)]);
    expect(released[0] + released[1]).toBe(2);
    expect(await sweepHolds(shop)).toBe(0);

    expect(await stockOf(shop, shoe.id)).toBe(before - 1);
    expect(await purchaseRow(shop, late.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      paymentDueAt: null,
    });
    expect(await purchaseRow(shop, onTime.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
    expect(await paymentTrail(shop, late.id)).toEqual([
      {
        actor: 'system',
        summary: expect.stringContaining(
          'the time to pay ran out; cancelled and its stock released',
        ) as string,
      },
    ]);
    await ledgerIsExact(shop);
  });

  it('gives a new card order the hold the store settings say', async () => {
    const admin = await signIn(shop, DEMO.admin);
    const { body } = await shop.send<ShopSettingsAnswer>('GET', '/shop/settings', undefined, admin);
    const saved = await shop.send<ShopSettingsAnswer>(
      'PUT',
      '/shop/settings',
      { ...body.settings, card_hold_minutes: 10 },
      admin,
    );
    expect(saved.body.settings.card_hold_minutes).toBe(10);
    const order = await orderByCard(shop, await newCustomer(shop), shoe.id, 1);
    expect(Date.parse(order.payment_due_at!) - Date.parse(order.created_at)).toBe(10 * 60_000);

    const refused = await shop.send(
      'PUT',
      '/shop/settings',
      { ...body.settings, card_hold_minutes: 1 },
      admin,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Card payment hold must be at least 5' },
    });
  });
});
