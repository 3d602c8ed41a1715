import { expect, type Locator, type Page } from '@playwright/test';

/** The shop's nav bar, where the cart link and count live. */
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Pays the open checkout dialog with the test provider's card that pays (4242…,
 * docs/product/cart-and-checkout.md#paying-by-card) and waits for the shop to say so.
 */
export async function payByTestCard(page: Page, dialog: Locator) {
  await dialog.getByText('Credit/Debit Card').click();
  const card = dialog.getByRole('group', { name: 'Test payments: no money moves' });
  await card.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
  await card.getByLabel('CVC', { exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    page.getByText('Purchase completed successfully! Your order has been placed.'),
  ).toBeVisible();
}

/** From the checkout's success message to the new order's page, by the links a shopper uses; its id. */
export async function openTheNewOrder(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'View My Purchases' }).click();
  await page.getByRole('row').nth(1).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/purchases\/\d+$/);
  return Number(/\/purchases\/(\d+)$/.exec(page.url())![1]);
}
