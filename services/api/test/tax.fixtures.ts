import type {
  CategoryTaxBody,
  CategoryTaxResponse,
  TaxRate,
  TaxRateCreateBody,
  TaxRateResponse,
} from '@shop/contracts';
import type { TestShop } from './support/test-shop';

/** A rate the admin adds, which must succeed. */
export async function addRate(
  shop: TestShop,
  admin: string,
  body: TaxRateCreateBody,
): Promise<TaxRate> {
  const response = await shop.send<TaxRateResponse>('POST', '/tax/rates', body, admin);
  expect(response.status).toBe(201);
  return response.body.rate;
}

/** A category's rule set by the admin, which must succeed. */
export async function setCategoryTax(
  shop: TestShop,
  admin: string,
  categoryId: number,
  body: CategoryTaxBody,
): Promise<void> {
  const response = await shop.send<CategoryTaxResponse>(
    'PUT',
    `/tax/categories/${categoryId}`,
    body,
    admin,
  );
  expect(response.status).toBe(200);
}

/** 8.875 % of `cents`, rounded half up, worked out by hand for the expectations. */
export const nycTaxOf = (cents: number) => Math.round((cents * 8875) / 100_000);
