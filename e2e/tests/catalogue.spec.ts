import { expect, test, type Page } from '@playwright/test';
import {
  formatDollars,
  type ProductDetail,
  type ProductList,
  type StyleCardList,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';

// The catalogue (issue 4) on the built site and its demo data. What the screens show is
// checked against what the API answers for the same query, so the tests hold for any seed.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ products$/);

/** The list page's own call: one card per style (docs/product/catalogue.md#routes). */
async function stylesFromApi(page: Page, query: string): Promise<StyleCardList> {
  const response = await page.request.get(`/api/styles/?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StyleCardList;
}

async function listFromApi(page: Page, query: string): Promise<ProductList> {
  const response = await page.request.get(`/api/products/?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductList;
}

test(
  'a Home category tile lands on the list filtered by that category',
  { tag: '@storefront' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Men', exact: true }).click();

    await expect(page).toHaveURL(/\/products\?category=men$/);
    const men = await stylesFromApi(page, 'category=men');
    await expect(countLine(page)).toHaveText(
      `Showing ${men.styles.length} of ${men.total} products`,
    );
    for (const style of men.styles.slice(0, 3)) {
      await expect(page.getByRole('link', { name: style.name }).first()).toBeVisible();
    }
    await expect(page.getByLabel('Category')).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'filtering by size and price keeps the filters in the URL and shows the matching products',
  { tag: '@storefront' },
  async ({ page }) => {
    await page.goto('/products?page=2');
    await page.getByLabel('Size').selectOption('M');
    await expect(page).toHaveURL(/size=M/);
    await expect(page).not.toHaveURL(/page=/);

    await page.getByLabel('Min price').fill('20');
    await page.getByLabel('Max price').fill('60');
    await page.getByLabel('Max price').press('Enter');
    await expect(page).toHaveURL(/min_price=20/);
    await expect(page).toHaveURL(/max_price=60/);

    const expected = await stylesFromApi(page, 'size=M&min_price=20&max_price=60');
    expect(expected.total).toBeGreaterThan(0);
    await expect(countLine(page)).toHaveText(
      `Showing ${expected.styles.length} of ${expected.total} products`,
    );
    await expect(page.getByRole('link', { name: expected.styles[0]!.name }).first()).toBeVisible();

    // The filtered page survives a reload, and Clear All brings back the whole catalogue.
    await page.reload();
    await expect(countLine(page)).toHaveText(
      `Showing ${expected.styles.length} of ${expected.total} products`,
    );
    await page.getByRole('button', { name: 'Clear All' }).click();
    const all = await stylesFromApi(page, '');
    await expect(countLine(page)).toHaveText(
      `Showing ${all.styles.length} of ${all.total} products`,
    );
    await expect(page).toHaveURL(/\/products$/);
  },
);

test(
  'a shopper opens a product, picks a quantity and adds it to the cart',
  { tag: '@storefront' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    // A card opens its style's first variant in stock: one with a few left.
    const { styles } = await stylesFromApi(page, 'in_stock_only=true&per_page=100');
    let product: ProductDetail | undefined;
    for (const style of styles) {
      const detail = await detailFromApi(page, style.default_variant_id);
      if (detail.quantity_in_stock >= 3) product = detail;
      if (product) break;
    }
    expect(product).toBeTruthy();

    await page.goto(`/products?in_stock_only=true&search=${encodeURIComponent(product!.name)}`);
    await page.getByRole('link', { name: product!.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/products/${product!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page.getByText('Save 20%')).toBeVisible();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByLabel('Quantity')).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await expect(page.getByText(/Added .*to cart/)).toBeVisible();
    await expect(nav(page).getByLabel('2 items in cart')).toHaveText('2');
    // The cart is shared state: it survives a reload and shows on the cart page.
    await page.reload();
    await expect(nav(page).getByLabel('2 items in cart')).toHaveText('2');
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'a product URL that does not exist shows Product Not Found',
  { tag: '@storefront' },
  async ({ page }) => {
    await page.goto('/products/999999');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(countLine(page)).toBeVisible();
  },
);

test(
  'Home, the list and a product page have no serious accessibility violations',
  { tag: '@storefront' },
  async ({ page }) => {
    const { products } = await listFromApi(page, 'per_page=1');
    for (const [path, ready] of [
      ['/', page.getByRole('heading', { name: 'Shop by Category' })],
      ['/products', countLine(page)],
      [`/products/${products[0]!.id}`, page.getByRole('heading', { level: 1 })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    }
  },
);

/** The detail answer of the API, variants included (docs/product/api.md#catalogue). */
async function detailFromApi(page: Page, id: number): Promise<ProductDetail> {
  const response = await page.request.get(`/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ProductDetail }).product;
}

const skuRow = (page: Page) => page.getByRole('row', { name: /^SKU / });

test(
  'choosing another size opens that variant of the style, and Back returns',
  { tag: '@storefront' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const { products } = await listFromApi(page, 'per_page=100');
    let from: ProductDetail | undefined;
    let to: ProductDetail['variants'][number] | undefined;
    for (const candidate of products) {
      const detail = await detailFromApi(page, candidate.id);
      to = detail.variants.find((variant) => variant.size !== detail.size);
      if (to) {
        from = detail;
        break;
      }
    }
    expect(from && to).toBeTruthy();
    const target = await detailFromApi(page, to!.id);

    await page.goto(`/products/${from!.id}`);
    await expect(skuRow(page)).toContainText(from!.sku);
    const sizes = page.getByRole('group', { name: /^Size/ });
    // A size the style does not come in is there, but not a choice.
    const missing = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].find(
      (size) => !from!.variants.some((variant) => variant.size === size),
    );
    if (missing)
      await expect(sizes.getByRole('button', { name: `${missing}, not available` })).toBeDisabled();

    await sizes
      .getByRole('button', {
        name: to!.in_stock ? to!.size : `${to!.size}, out of stock`,
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/products/${target.id}$`));
    await expect(skuRow(page)).toContainText(target.sku);
    await expect(sizes.getByRole('button', { name: target.size, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByText(
        target.quantity_in_stock > 0 ? `${target.quantity_in_stock} in stock` : 'Out of stock',
        {
          exact: true,
        },
      ),
    ).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/products/${from!.id}$`));
    await expect(skuRow(page)).toContainText(from!.sku);
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'a card shows its style once, with its price or range and the sizes in stock',
  { tag: '@storefront' },
  async ({ page }) => {
    const { styles } = await stylesFromApi(page, 'per_page=100');
    // Styles other tests made may have no stock yet: their cards say Out of stock instead.
    const stocked = styles.filter((style) => style.sizes_in_stock.length > 0);
    const ranged = stocked.find((style) => style.min_price < style.max_price) ?? stocked[0]!;

    await page.goto(`/products?search=${encodeURIComponent(ranged.name)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: ranged.name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(`In stock: ${ranged.sizes_in_stock.join(', ')}`)).toBeVisible();
    const price = formatDollars(ranged.min_price);
    await expect(
      card.getByText(ranged.min_price < ranged.max_price ? `From ${price}` : price),
    ).toBeVisible();
  },
);

test(
  'the list sorts by price and name, in the URL, as the API orders it',
  { tag: '@storefront' },
  async ({ page }) => {
    await page.goto('/products');
    await expect(countLine(page)).toBeVisible();
    const cardNames = page.getByRole('article').getByRole('heading', { level: 3 });

    for (const [label, sort] of [
      ['Price: low to high', 'price_asc'],
      ['Price: high to low', 'price_desc'],
      ['Name: A to Z', 'name'],
    ] as const) {
      await page.getByLabel('Sort by').selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`/products\\?sort=${sort}$`));
      const expected = await stylesFromApi(page, `sort=${sort}`);
      await expect(cardNames).toHaveText(expected.styles.map((style) => style.name));
    }
    const prices = (await stylesFromApi(page, 'sort=price_asc')).styles.map((s) => s.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Back undoes the order; a reload keeps it.
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_desc$/);
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  },
);

test(
  'Next at the foot of the list shows the new page from its top',
  { tag: '@storefront' },
  async ({ page }) => {
    await page.goto('/products');
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(countLine(page)).toBeVisible();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results).toBeFocused();
    await expect(results).toBeInViewport();
    const top = await results.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(page.viewportSize()!.height / 2);
  },
);

test(
  'cards show their pictures or drawings from the shop itself, lazily below the first row',
  { tag: '@storefront' },
  async ({ page }) => {
    const { styles } = await stylesFromApi(page, '');
    const drawn = styles.findIndex((style) => style.pictures.length === 0 && style.image_url);
    const pictured = styles.findIndex((style) => style.pictures.length > 0);
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(pictured).toBeGreaterThanOrEqual(0);
    const drawing = await page.request.get(styles[drawn]!.image_url!);
    expect(drawing.headers()['content-type']).toContain('image/svg+xml');
    const picture = await page.request.get(styles[pictured]!.pictures[0]!.urls.card);
    expect(picture.headers()['content-type']).toBe('image/webp');

    await page.goto('/products');
    await expect(countLine(page)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(styles.length);
    for (const [index, style] of styles.entries()) {
      const image = cards.nth(index).getByRole('img', { name: style.name, exact: true });
      const src = style.pictures[0]?.urls.card ?? style.image_url;
      if (!src) {
        await expect(
          cards.nth(index).getByRole('img', { name: `${style.name} (no image)` }),
        ).toBeVisible();
        continue;
      }
      await expect(image).toHaveAttribute('src', src);
      await expect(image).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy');
    }
    for (const index of [drawn, pictured]) {
      const shown = cards.nth(index).getByRole('img');
      await shown.scrollIntoViewIfNeeded();
      await expect
        .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  },
);
