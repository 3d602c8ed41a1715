import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductList, PurchaseResponse } from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import {
  NEW_CUSTOMER_PASSWORD,
  registerCustomer,
  signInWithForm,
  startSignedIn,
  signInOverApi,
} from './support-session';

// Fulfilment of web orders (docs/product/purchases.md#fulfilment): staff ship an order with a
// tracking number; its buyer signs in and sees it.

async function productInStock(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/products/?in_stock_only=true&per_page=50');
  const { products } = (await response.json()) as ProductList;
  const product = products.find((one) => one.quantity_in_stock >= 5);
  if (!product) throw new Error('no product in stock');
  return product.id;
}

test(
  'staff ship a web order with a tracking number and its buyer sees it',
  { tag: '@backoffice' },
  async ({ browser, page }) => {
    const buyer = await registerCustomer(page.request, 'ship');
    const placed = await page.request.post('/api/purchases/', {
      headers: { Authorization: `Bearer ${buyer.access_token}` },
      data: {
        items: [{ product_id: await productInStock(page.request), quantity: 1 }],
        payment_method: 'cash',
        shipping_address: { line1: '9 Mill Road', city: 'Albany', state: 'NY', zip: '12207' },
      },
    });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as PurchaseResponse).purchase;
    const tracking = `1Z${Date.now().toString(36).toUpperCase()}`;

    await startSignedIn(page, await signInOverApi(page.request, 'staff'));
    await page.goto(`/purchases/${order.id}`);
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await delivery.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${order.id}` });
    await dialog.getByLabel('Carrier').fill('UPS');
    await dialog.getByLabel('Tracking number').fill(tracking);
    await expectNoSeriousA11yViolations(page, 'the ship dialog');
    await dialog.getByRole('button', { name: 'Ship Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(delivery.getByText(tracking)).toBeVisible();
    await expect(delivery.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

    // The buyer in a browser of their own, beside the staff member's.
    const { baseURL } = test.info().project.use;
    const customerPage = await (await browser.newContext({ baseURL })).newPage();
    await signInWithForm(customerPage, buyer.user.username, NEW_CUSTOMER_PASSWORD);
    await customerPage.goto(`/purchases/${order.id}`);
    const steps = customerPage.getByRole('list', { name: 'Delivery steps' });
    await expect(steps.getByRole('listitem').nth(1)).toContainText(
      `UPS, tracking number ${tracking}`,
    );
    await expect(steps.getByRole('listitem').nth(2)).toContainText('Delivered: not yet');
    await expect(customerPage.getByRole('region', { name: 'Delivery Address' })).toContainText(
      /9 Mill Road\s*Albany, NY 12207/,
    );
    await expect(
      customerPage.getByRole('region', { name: 'Delivery' }).getByRole('button'),
    ).toHaveCount(0);
    await customerPage.context().close();
  },
);
