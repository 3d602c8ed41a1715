import type {
  DiscountCode,
  DiscountCodeCreateBody,
  DiscountCodeResponse,
  PurchaseQuote,
} from '@shop/contracts';
import type { TestShop } from './support/test-shop';

/** A code the admin adds, which must succeed. */
export async function addCode(
  shop: TestShop,
  admin: string,
  body: DiscountCodeCreateBody,
): Promise<DiscountCode> {
  const response = await shop.send<DiscountCodeResponse>('POST', '/discount-codes', body, admin);
  expect(response.status).toBe(201);
  return response.body.code;
}

/** The web quote of `items` with `code`, as the cart asks for it. */
export const quoteWith = (
  shop: TestShop,
  items: { product_id: number; quantity: number }[],
  discount_code: string,
) => shop.send<PurchaseQuote>('POST', '/purchases/quote', { items, discount_code });
