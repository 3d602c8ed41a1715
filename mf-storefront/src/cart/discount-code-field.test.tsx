import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct } from '@shop/testing';
import { renderCartPage } from '../testing/render-cart-page';

const cap = makeProduct({ id: 8, name: 'Sun Cap', selling_price: 20, image_url: null });
const QUOTE = '/api/purchases/quote';
const totalsRow = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

async function applyCode(code: string) {
  await userEvent.type(await screen.findByLabelText('Discount code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('the cart’s discount code', () => {
  afterEach(() => localStorage.clear());

  it('prices an applied code: the discount line, the total after it, kept for a reload', async () => {
    const quote = {
      items: [],
      subtotal: 20,
      discount_code: 'SAVE10',
      discount_amount: 2,
      tax: 0,
      shipping_amount: 0,
      total_amount: 18,
    };
    const { calls } = renderCartPage({
      lines: [{ product: cap }],
      answers: [{ method: 'POST', path: QUOTE, body: quote }],
    });
    await applyCode('save10');
    await waitFor(() => expect(totalsRow('Discount (SAVE10)')).toHaveTextContent('−$2.00'));
    expect(totalsRow('Total')).toHaveTextContent('$18.00');
    const asked = calls.filter((call) => call.url.pathname === QUOTE).at(-1);
    expect(asked?.body).toEqual({
      items: [{ product_id: 8, quantity: 1 }],
      discount_code: 'SAVE10',
    });
    expect(localStorage.getItem('cart_discount_code')).toBe('SAVE10');
  });

  it('shows why a code is refused under the field, and the prices without it', async () => {
    renderCartPage({
      lines: [{ product: cap }],
      answers: [
        {
          method: 'POST',
          path: QUOTE,
          status: 400,
          body: { error: 'This discount code has expired' },
        },
      ],
    });
    await applyCode('OLD');
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code has expired');
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(totalsRow('Total')).toHaveTextContent('$20.00');
  });

  it('removes an applied code', async () => {
    renderCartPage({ lines: [{ product: cap }] });
    await applyCode('SAVE10');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
    expect(localStorage.getItem('cart_discount_code')).toBeNull();
  });
});
