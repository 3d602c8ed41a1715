import { expect, test } from '@playwright/test';
import {
  formatDollars,
  type DiscountCodeResponse,
  type Product,
  type ProductList,
  type PurchaseResponse,
} from '@shop/contracts';
import { nav, openTheNewOrder, payByTestCard } from './checkout-support';
import { watchConsole } from './console';
import { mailTo } from './mail-inbox';
import { registerCustomer, signInOverApi, startSignedIn } from './support-session';

// Issue 34's browser scenario (docs/product/cart-and-checkout.md, docs/product/e-mails.md
// #order-confirmation): a customer checks out by test card to a new address with a discount code;
// the order is paid and its confirmation arrives at a real SMTP server (tools/smtp-inbox.mjs),
// with the order number and the total.

test(
  'a customer pays by test card to a new address with a code, and the confirmation e-mail arrives',
  { tag: '@storefront' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const admin = await signInOverApi(page.request, 'admin');
    const code = `MAIL${Date.now().toString(36).toUpperCase()}`;
    const added = await page.request.post('/api/discount-codes', {
      headers: { Authorization: `Bearer ${admin.access_token}` },
      data: { code, kind: 'percent', value: 10 },
    });
    expect(added.status()).toBe(201);
    expect(((await added.json()) as DiscountCodeResponse).code.code).toBe(code);

    const response = await page.request.get('/api/products/?in_stock_only=true&per_page=50');
    const { products } = (await response.json()) as ProductList;
    const product = products.find((candidate: Product) => candidate.quantity_in_stock >= 5)!;
    const customer = await registerCustomer(page.request, 'mail');
    await startSignedIn(page, customer);

    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await nav(page).getByRole('link', { name: /Cart/ }).click();
    await page.getByLabel('Discount code', { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    const dialog = page.getByRole('dialog', { name: 'Payment Method' });
    const step = dialog.getByRole('group', { name: 'Delivery address' });
    await step.getByLabel('Address line 1', { exact: true }).fill('12 Harbor Lane');
    await step.getByLabel('City', { exact: true }).fill('Portland');
    await step.getByLabel('State', { exact: true }).fill('ME');
    await step.getByLabel('ZIP code', { exact: true }).fill('04101');
    await expect(dialog.getByRole('group', { name: 'Order totals' })).toContainText(
      `Discount (${code})`,
    );
    await payByTestCard(page, dialog);

    const id = await openTheNewOrder(page);
    await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText(
      '12 Harbor Lane',
    );

    // Paid, with the code, as the server recorded it.
    const read = await page.request.get(`/api/purchases/${id}`, {
      headers: { Authorization: `Bearer ${customer.access_token}` },
    });
    const { purchase } = (await read.json()) as PurchaseResponse;
    expect(purchase).toMatchObject({ payment_status: 'paid', discount_code: code });
    expect(purchase.discount_amount).toBeGreaterThan(0);
    const total = formatDollars(purchase.total_amount);
    await expect(page.getByText(total).first()).toBeVisible();

    // The confirmation, over SMTP, to the account's e-mail.
    const mail = await mailTo(customer.user.email, `order #${id} confirmed`);
    expect(mail.text).toContain(`We have received order #${id}.`);
    expect(mail.text).toContain(`Discount (${code}): -${formatDollars(purchase.discount_amount)}`);
    expect(mail.text).toContain(`Total: ${total}`);
    expect(mail.text).toContain('Payment: Credit/Debit Card');
    expect(consoleErrors()).toEqual([]);
  },
);
