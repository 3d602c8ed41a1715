import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse, Product, ProductList, PurchaseResponse } from '@shop/contracts';
import { watchConsole } from './console';

// Cart, checkout and orders (issue 5) on the built site and its demo data.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signInOnPage(page: Page, username: string, password: string) {
  await page.getByLabel('Username or Email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function inStockProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/api/products/?in_stock_only=true&per_page=50');
  const { products } = (await response.json()) as ProductList;
  return products.filter((product) => product.quantity_in_stock >= 5).slice(0, count);
}

async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const response = await request.get(`/api/products/${productId}`);
  return ((await response.json()) as { product: Product }).product.quantity_in_stock;
}

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  return ((await response.json()) as AuthResponse).access_token;
}

test(
  'a signed-out shopper fills the cart, signs in at checkout, pays by card and finds the order',
  { tag: ['@storefront', '@account'] },
  async ({ page }) => {
    // The declined card's 402 is the point of one step; the browser logs it as a failed load.
    const consoleErrors = watchConsole(page, [/402/]);
    const [first, second] = await inStockProducts(page.request, 2);
    const expectedTotal = first!.selling_price * 2 + second!.selling_price;

    await page.goto(`/products/${first!.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto(`/products/${second!.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(nav(page).getByLabel('3 items in cart')).toBeVisible();

    await nav(page).getByRole('link', { name: /Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      expectedTotal,
    );
    await expect(page.getByText(total).first()).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await expect(page).toHaveURL(/\/login/);
    await signInOnPage(page, 'customer', 'Customer123!');
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    const dialog = page.getByRole('dialog', { name: 'Payment Method' });
    await dialog.getByText('Credit/Debit Card').click();
    const card = dialog.getByRole('group', { name: 'Test payments: no money moves' });
    // The test provider's declined card: the dialog says why and the cart stays.
    await card.getByLabel('Card number', { exact: true }).fill('4000 0000 0000 0002');
    await card.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
    await card.getByLabel('CVC', { exact: true }).fill('123');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined');
    await expect(nav(page).getByLabel('3 items in cart')).toBeVisible();
    // 4242 pays.
    await card.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(
      page.getByText('Purchase completed successfully! Your order has been placed.'),
    ).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(nav(page).getByLabel(/in cart/)).toHaveCount(0);

    await nav(page).getByRole('link', { name: 'My Purchases' }).click();
    const newest = page.getByRole('row').nth(1);
    await expect(newest).toContainText(total);
    await newest.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/purchases\/\d+$/);
    await expect(page.getByText(first!.name).first()).toBeVisible();
    await expect(page.getByText(second!.name).first()).toBeVisible();
    await expect(page.getByText('Credit/Debit Card').first()).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'staff complete one pending order and cancel another with an approval, whose stock comes back',
  { tag: '@backoffice' },
  async ({ page }) => {
    const [product] = await inStockProducts(page.request, 1);
    const stockBefore = await stockOf(page.request, product!.id);
    const customerToken = await tokenOf(page.request, 'customer', 'Customer123!');
    const order = async () => {
      const response = await page.request.post('/api/purchases/', {
        headers: { Authorization: `Bearer ${customerToken}` },
        data: {
          items: [{ product_id: product!.id, quantity: 2 }],
          payment_method: 'cash',
          // A customer's web order goes somewhere (docs/product/cart-and-checkout.md#delivery-address).
          shipping_address: {
            line1: '742 Evergreen Terrace',
            city: 'Springfield',
            state: 'OR',
            zip: '97403',
          },
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as PurchaseResponse).purchase;
    };
    const toComplete = await order();
    const toCancel = await order();
    expect(await stockOf(page.request, product!.id)).toBe(stockBefore - 4);

    await page.goto('/login');
    await signInOnPage(page, 'staff', 'Staff123!');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`/purchases/${toComplete.id}`);
    await page.getByRole('button', { name: 'Mark as Completed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);

    await page.goto(`/purchases/${toCancel.id}`);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
    // Staff do not hold cancel_sales by default: an admin approves on the spot with their PIN.
    const approval = page.getByRole('dialog', { name: 'Ask for approval' });
    // The dialog puts the keyboard in its first field once it has opened.
    await expect(approval.getByLabel("Approver's username")).toBeFocused();
    await approval.getByLabel("Approver's username").fill('admin');
    await approval.getByRole('textbox', { name: 'PIN' }).fill('2468');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval).toBeHidden();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

    // The two units of the cancelled order are back on the shelf, in the catalogue too.
    await expect.poll(() => stockOf(page.request, product!.id)).toBe(stockBefore - 2);
    await page.goto(`/products/${product!.id}`);
    await expect(page.getByText(`${stockBefore - 2} in stock`)).toBeVisible();
  },
);
