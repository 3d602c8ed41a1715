import type { PaymentResponse } from '@shop/contracts';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { CardHoldSweeper } from '../src/payments/card-hold-sweeper';
import { Purchase } from '../src/purchases/purchase.entity';
import { hashPassword } from '../src/users/password';
import { User } from '../src/users/user.entity';
import { signIn } from './support/accounts';
import type { TestShop } from './support/test-shop';
import { placeOrder } from './purchases.fixtures';

/** A card as the test card form sends it; 4242… pays unless overridden. */
export const testCard = (card_number = '4242 4242 4242 4242') => ({
  card_number,
  expiry: '12/40',
  cvc: '123',
});

let accounts = 0;
let passwordHash: Promise<string> | null = null;
/**
 * A new customer of their own, so no earlier test's unpaid orders count against them; made in the
 * database, as registering many from one address is throttled.
 */
export async function newCustomer(shop: TestShop): Promise<string> {
  const username = `payer_${++accounts}`;
  passwordHash ??= hashPassword('Strong1pass');
  const em = shop.orm.em.fork();
  em.persist(
    new User({
      username,
      email: `${username}@example.com`,
      firstName: 'Riley',
      lastName: 'Stone',
      passwordHash: await passwordHash,
    }),
  );
  await em.flush();
  return signIn(shop, { username, password: 'Strong1pass' });
}

export const orderByCard = (shop: TestShop, token: string, productId: number, quantity = 2) =>
  placeOrder(shop, token, productId, quantity, 'card');

export const pay = (shop: TestShop, token: string, id: number, body: unknown = testCard()) =>
  shop.send<PaymentResponse & { error?: string }>('POST', `/purchases/${id}/payment`, body, token);

/** As if the customer had waited past the store's card hold. */
export async function expireHold(shop: TestShop, id: number): Promise<void> {
  await shop.orm.em
    .fork()
    .nativeUpdate(Purchase, { id }, { paymentDueAt: new Date(Date.now() - 60_000) });
}

export const sweepHolds = (shop: TestShop) => shop.app.get(CardHoldSweeper).sweep();

export async function purchaseRow(shop: TestShop, id: number): Promise<Purchase> {
  return shop.orm.em.fork().findOneOrFail(Purchase, { id });
}

/** The payment entries of a purchase's trail, oldest first: summary and the status moves. */
export async function paymentTrail(
  shop: TestShop,
  id: number,
): Promise<{ summary: string; actor: string }[]> {
  const rows = await shop.orm.em
    .fork()
    .find(AuditEntry, { kind: 'payment', subject: `purchase:${id}` }, { orderBy: { id: 'asc' } });
  return rows.map((row) => ({ summary: row.summary, actor: row.actorUsername }));
}

/** Every product's stock equals the sum of its movements. */
export const ledgerIsExact = async (shop: TestShop) =>
  expect(await ledgerMismatches(shop.orm.em.fork())).toEqual([]);

/** A card order paid with the test provider's 4242 card, as the storefront pays one. */
export async function paidCardOrder(
  shop: TestShop,
  token: string,
  productId: number,
  quantity = 2,
) {
  const order = await orderByCard(shop, token, productId, quantity);
  const paid = await pay(shop, token, order.id);
  expect(paid.status).toBe(200);
  return paid.body.purchase;
}
