import { expect, test } from '@playwright/test';
import type { Product, ProductList } from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { nav, openTheNewOrder, payByTestCard } from './checkout-support';
import { watchConsole } from './console';
import { registerCustomer, startSignedIn } from './support-session';

// The delivery address step of the checkout (issue 34, docs/product/cart-and-checkout.md
// #delivery-address) on the built site and its demo data.

test(
  'a new customer checks out by test card to a new address, saved, and sees it on the order',
  { tag: '@storefront' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const response = await page.request.get('/api/products/?in_stock_only=true&per_page=50');
    const { products } = (await response.json()) as ProductList;
    const product = products.find((candidate: Product) => candidate.quantity_in_stock >= 5)!;
    await startSignedIn(page, await registerCustomer(page.request, 'ship'));

    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await nav(page).getByRole('link', { name: /Cart/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    const dialog = page.getByRole('dialog', { name: 'Payment Method' });
    const step = dialog.getByRole('group', { name: 'Delivery address' });
    // A customer with no saved address enters one; shipping and tax show before paying.
    await expect(step.getByLabel('Address line 1', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Order totals' })).toContainText('Shipping');
    await expect(dialog.getByRole('group', { name: 'Order totals' })).toContainText('Tax');
    await step.getByLabel('ZIP code', { exact: true }).fill('123');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(step.getByLabel('Address line 1', { exact: true })).toBeFocused();
    await expect(
      step.getByText('ZIP code must be 5 digits, or ZIP+4 such as 10118-0110'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the delivery address step with its messages');

    await step.getByLabel('Address line 1', { exact: true }).fill('77 Ocean Drive');
    await step.getByLabel('Address line 2 (Optional)', { exact: true }).fill('Unit 5');
    await step.getByLabel('City', { exact: true }).fill('Miami Beach');
    await step.getByLabel('State', { exact: true }).fill('FL');
    await step.getByLabel('ZIP code', { exact: true }).fill('33139');
    await step.getByRole('checkbox', { name: 'Save to my addresses' }).check();
    await expectNoSeriousA11yViolations(page, 'the delivery address step');

    await payByTestCard(page, dialog);

    await openTheNewOrder(page);
    const delivery = page.getByRole('region', { name: 'Delivery Address' });
    await expect(delivery).toContainText('77 Ocean Drive');
    await expect(delivery).toContainText('Unit 5');
    await expect(delivery).toContainText('Miami Beach, FL 33139');

    // Saved to the profile, as the default: the next checkout offers it.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Addresses' }).click();
    await expect(
      page.getByRole('listitem', { name: '77 Ocean Drive, Unit 5, Miami Beach, FL 33139' }),
    ).toContainText('(default)');
    await expectNoSeriousA11yViolations(page, 'the profile addresses');
    expect(consoleErrors()).toEqual([]);
  },
);
