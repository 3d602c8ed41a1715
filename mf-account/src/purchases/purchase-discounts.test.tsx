import { screen, within } from '@testing-library/react';
import type { Purchase } from '@shop/contracts';
import { makePurchase, makePurchaseItem, makeShopBody, makeUser, mockFetch } from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../testing/render-account';

/** The value next to a label in one of the detail page's description lists. */
function valueOf(region: HTMLElement, label: string) {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
}

const sam = { id: 2, username: 'staff', first_name: 'Sam', last_name: 'Rivera' };
const alex = { id: 1, username: 'admin', first_name: 'Alex', last_name: 'Morgan' };
/**
 * A till sale with $2.00 off the tee (Damaged), nothing off the cap, and 15 % off the rest
 * (Price match: $4.20), over Sam's limit and approved by Alex.
 */
const discounted = makePurchase({
  id: 41,
  channel: 'pos',
  cashier: sam,
  items: [
    makePurchaseItem({
      id: 1,
      product: { ...makePurchaseItem().product, id: 11, name: 'Aero Tee' },
      unit_price: 20,
      total_price: 20,
      discount_amount: 2,
      discount_reason: 'damaged',
    }),
    makePurchaseItem({
      id: 2,
      product: { ...makePurchaseItem().product, id: 12, name: 'Sun Cap' },
      unit_price: 10,
      total_price: 10,
    }),
  ],
  subtotal: 30,
  discount_amount: 6.2,
  sale_discount_amount: 4.2,
  sale_discount_reason: 'price_match',
  discount_approved_by: alex,
  total_amount: 23.8,
  status: 'completed',
  payment_status: 'paid',
  payment_method: 'card',
});

function openPurchase(purchase: Purchase, role: 'staff' | 'customer') {
  mockFetch([
    { path: `/api/purchases/${purchase.id}`, body: { purchase } },
    { path: '/api/shop', body: makeShopBody() },
  ]);
  signInAs(makeUser({ role }));
  renderAccountAt(`/purchases/${purchase.id}`);
}

describe('discounts on the purchase detail', () => {
  afterEach(resetAccount);

  it('shows each line’s discount with its reason, the sale discount and, to staff, who approved', async () => {
    openPurchase(discounted, 'staff');
    const items = await screen.findByRole('table', { name: 'Order items' });
    expect(within(items).getByRole('columnheader', { name: 'Discount' })).toBeInTheDocument();
    const [tee, cap] = within(items).getAllByRole('row').slice(1);
    expect(tee).toHaveTextContent('Aero Tee');
    expect(tee).toHaveTextContent('−$2.00Damaged');
    expect(cap).toHaveTextContent('—');

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Discount')).toHaveTextContent('−$6.20');
    expect(valueOf(summary, 'Sale discount (Price match)')).toHaveTextContent('−$4.20');
    expect(valueOf(summary, 'Discount approved by')).toHaveTextContent('Alex Morgan');
    expect(valueOf(summary, 'Total')).toHaveTextContent('$23.80');
  });

  it('shows the customer the discounts and reasons, and names no approver (the API sends none)', async () => {
    openPurchase({ ...discounted, discount_approved_by: null }, 'customer');
    const items = await screen.findByRole('table', { name: 'Order items' });
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent('−$2.00Damaged');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Sale discount (Price match)')).toHaveTextContent('−$4.20');
    expect(within(summary).queryByText('Discount approved by')).not.toBeInTheDocument();
  });

  it('has no Discount column or rows when nothing was taken off', async () => {
    openPurchase(makePurchase({ id: 42 }), 'staff');
    const items = await screen.findByRole('table', { name: 'Order items' });
    expect(within(items).queryByRole('columnheader', { name: 'Discount' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByText('Discount', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
