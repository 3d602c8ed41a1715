import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShopStore, selectCartItems } from '@shop/shop-state';
import { makeProduct, makeShopBody } from '@shop/testing';
import { renderCartPage } from '../testing/render-cart-page';

const shoe = makeProduct({
  id: 7,
  name: 'Running Shoe',
  selling_price: 50,
  image_url: '/img/shoe.jpg',
  description: 'Cushioned trainer for long runs.',
  size: 'L',
  color: 'Navy',
});
const cap = makeProduct({ id: 8, name: 'Sun Cap', selling_price: 19.99, image_url: null });

const line = (name: string) => within(screen.getByRole('listitem', { name }));
const totalLine = () => screen.getByText('Total', { selector: 'dt' }).parentElement!;
const totalsRow = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
const storedCart = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number }[]).map(
    ({ id, quantity }) => [id, quantity],
  );

describe('cart page', () => {
  it('says the cart is empty and links back to the products', async () => {
    renderCartPage();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('shows each line with picture, name, description, price, line total and the cart total', async () => {
    renderCartPage({ lines: [{ product: shoe, quantity: 2 }, { product: cap }] });

    expect(await screen.findByRole('link', { name: 'Running Shoe' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(line('Running Shoe').getByRole('img', { name: 'Running Shoe' })).toHaveAttribute(
      'src',
      '/img/shoe.jpg',
    );
    expect(line('Running Shoe').getByText('Cushioned trainer for long runs.')).toBeInTheDocument();
    expect(line('Running Shoe').getByText('Size L · Navy')).toBeInTheDocument();
    expect(line('Running Shoe').getByText('$50.00')).toBeInTheDocument();
    expect(line('Running Shoe').getByText('$100.00')).toBeInTheDocument();
    expect(line('Sun Cap').getByText('No Image')).toBeInTheDocument();
    expect(line('Sun Cap').getByLabelText('Quantity of Sun Cap')).toHaveValue(1);
    expect(totalLine()).toHaveTextContent('$119.99');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it("adds shipping by the shop's rule: the flat fee under the free-over amount, free from it", async () => {
    const shop = makeShopBody({ shipping_flat_fee: 4.95, shipping_free_over: 100 });
    renderCartPage({ lines: [{ product: cap }], answers: [{ path: '/api/shop', body: shop }] });
    await waitFor(() => expect(totalsRow('Shipping')).toHaveTextContent('Shipping$4.95'));
    expect(totalLine()).toHaveTextContent('$24.94');
    const more = () => screen.getByRole('button', { name: 'Increase quantity of Sun Cap' });
    for (let i = 0; i < 4; i++) await userEvent.click(more());
    await waitFor(() => expect(totalLine()).toHaveTextContent('$104.90'));
    await userEvent.click(more());
    await waitFor(() => expect(totalLine()).toHaveTextContent('$119.94'));
    expect(totalsRow('Shipping')).toHaveTextContent('Shipping$0.00');
  });

  it("shows the server's subtotal, shipping, tax and total, and says tax is added when it cannot", async () => {
    const quote = {
      items: [],
      subtotal: 119.99,
      tax: 10.65,
      shipping_amount: 4.95,
      total_amount: 135.59,
    };
    const { calls } = renderCartPage({
      lines: [{ product: shoe, quantity: 2 }, { product: cap }],
      answers: [{ method: 'POST', path: '/api/purchases/quote', body: quote }],
    });

    await waitFor(() => expect(totalsRow('Tax')).toHaveTextContent('$10.65'));
    expect(totalsRow('Subtotal')).toHaveTextContent('$119.99');
    expect(totalsRow('Shipping')).toHaveTextContent('$4.95');
    expect(totalLine()).toHaveTextContent('$135.59');
    const asked = calls.find((call) => call.url.pathname === '/api/purchases/quote');
    expect(asked?.body).toEqual({
      items: [
        { product_id: 7, quantity: 2 },
        { product_id: 8, quantity: 1 },
      ],
    });
  });

  it('says tax is added at payment when the price with tax cannot be had', async () => {
    renderCartPage({ lines: [{ product: cap }] });
    await waitFor(() => expect(totalsRow('Tax')).toHaveTextContent('Added at payment'));
    expect(totalLine()).toHaveTextContent('$19.99');
  });

  it('steps quantities up and down, updating totals and the stored cart', async () => {
    renderCartPage({ lines: [{ product: shoe }, { product: cap }] });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Running Shoe' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Running Shoe' }),
    );
    expect(screen.getByLabelText('Quantity of Running Shoe')).toHaveValue(3);
    expect(line('Running Shoe').getByText('$150.00')).toBeInTheDocument();
    expect(totalLine()).toHaveTextContent('$169.99');

    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Running Shoe' }),
    );
    expect(totalLine()).toHaveTextContent('$119.99');
    expect(storedCart()).toEqual([
      [7, 2],
      [8, 1],
    ]);
    // The cart is persisted: a reloaded page (a new store) has the same lines.
    expect(selectCartItems(createShopStore().getState()).map((item) => item.quantity)).toEqual([
      2, 1,
    ]);
  });

  it('removes a line stepped down to zero, typed to zero, or removed', async () => {
    const tee = makeProduct({ id: 9, name: 'Aero Tee', selling_price: 30 });
    renderCartPage({ lines: [{ product: shoe }, { product: cap, quantity: 2 }, { product: tee }] });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Decrease quantity of Running Shoe' }),
    );
    expect(screen.queryByRole('listitem', { name: 'Running Shoe' })).not.toBeInTheDocument();

    const capQuantity = screen.getByLabelText('Quantity of Sun Cap');
    await userEvent.clear(capQuantity);
    await userEvent.type(capQuantity, '0');
    expect(screen.queryByRole('listitem', { name: 'Sun Cap' })).not.toBeInTheDocument();
    expect(totalLine()).toHaveTextContent('$30.00');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Aero Tee' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  it('takes a typed quantity and ignores input that is not a number', async () => {
    renderCartPage({ lines: [{ product: cap }] });
    const quantity = await screen.findByLabelText('Quantity of Sun Cap');

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    expect(totalLine()).toHaveTextContent('$79.96');

    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'abc');
    await userEvent.tab();
    expect(storedCart()).toEqual([[8, 4]]);
    expect(quantity).toHaveValue(4);
    expect(totalLine()).toHaveTextContent('$79.96');
  });

  it("reads the products again on opening and shows today's prices, saying which changed", async () => {
    const repriced = { ...shoe, selling_price: 45 };
    const { store } = renderCartPage({
      lines: [{ product: shoe, quantity: 2 }, { product: cap }],
      answers: [{ path: '/api/products/7', body: { product: repriced } }],
    });

    expect(
      await screen.findByText('Prices have changed since you added Running Shoe.'),
    ).toBeInTheDocument();
    expect(screen.getByText("The cart shows today's prices, the ones you will pay.")).toBeVisible();
    expect(line('Running Shoe').getByText('$45.00')).toBeInTheDocument();
    expect(line('Running Shoe').getByText('$90.00')).toBeInTheDocument();
    expect(totalLine()).toHaveTextContent('$109.99');
    expect(selectCartItems(store.getState()).map((item) => item.quantity)).toEqual([2, 1]);
  });

  it('warns about a product the shop no longer sells, keeping its line', async () => {
    renderCartPage({
      lines: [{ product: shoe }, { product: cap }],
      answers: [{ path: '/api/products/8', status: 404, body: { error: 'Product not found' } }],
    });

    expect(await screen.findByText('No longer available: Sun Cap.')).toBeInTheDocument();
    expect(screen.getByText('Remove it from the cart to check out.')).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Sun Cap' })).toBeInTheDocument();
    expect(screen.queryByText(/Prices have changed/)).not.toBeInTheDocument();
    expect(totalLine()).toHaveTextContent('$69.99');
  });

  it('marks a line the shop can no longer fill, and lowering it clears the mark', async () => {
    renderCartPage({
      lines: [{ product: shoe, quantity: 3 }, { product: cap }],
      answers: [{ path: '/api/products/7', body: { product: { ...shoe, quantity_in_stock: 2 } } }],
    });

    expect(await line('Running Shoe').findByText('Only 2 left in stock')).toBeVisible();
    expect(screen.getByText('Not enough in stock for Running Shoe.')).toBeVisible();
    expect(screen.getByText('Lower the quantity or remove the line to check out.')).toBeVisible();
    expect(line('Sun Cap').queryByText(/left in stock|Out of stock/)).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Running Shoe' }),
    );
    expect(line('Running Shoe').queryByText('Only 2 left in stock')).not.toBeInTheDocument();
    expect(screen.queryByText(/Not enough in stock/)).not.toBeInTheDocument();
  });

  it('marks a line whose product sold out as out of stock', async () => {
    renderCartPage({
      lines: [{ product: cap }],
      answers: [{ path: '/api/products/8', body: { product: { ...cap, quantity_in_stock: 0 } } }],
    });
    expect(await line('Sun Cap').findByText('Out of stock')).toBeVisible();
    expect(screen.getByText('Not enough in stock for Sun Cap.')).toBeVisible();
  });
});
