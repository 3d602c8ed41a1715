import type { Purchase } from '@shop/contracts';
import { demoStoreSettings } from '../database/seed/demo-store-settings';
import { orderConfirmationMail, refundMail, returnReceivedMail, shippedMail } from './order-mails';
import { receiptMail } from './receipt-mail';

// docs/product/e-mails.md: what each e-mail says, and the shop's details on every one.
const shop = { ...demoStoreSettings('America/New_York'), name: 'Run & Co <Outlet>' };

function expectShopDetails(mail: { text: string; html: string }) {
  expect(mail.text).toContain('Run & Co <Outlet>');
  expect(mail.text).toContain('350 Fifth Avenue');
  expect(mail.text).toContain('New York, NY 10118');
  expect(mail.text).toContain('Phone: +1 (555) 010-2030');
  expect(mail.text).toContain('E-mail: support@fitshop.example');
  expect(mail.text).toContain(`Returns: ${shop.returns_policy}`);
  // Escaped in the HTML: a name from the settings is never markup.
  expect(mail.html).toContain('Run &amp; Co &lt;Outlet&gt;');
  expect(mail.html).not.toContain('<Outlet>');
}

describe('the order e-mails', () => {
  it('confirms an order with its lines and totals', () => {
    const mail = orderConfirmationMail(shop, {
      to: 'riley@example.com',
      purchaseId: 42,
      customerName: 'Riley',
      lines: [{ name: 'Tempo Tee', quantity: 2, totalCents: 6000, taxCents: 533 }],
      subtotalCents: 6000,
      taxCents: 533,
      shippingCents: 499,
      totalCents: 7032,
      paymentMethod: 'cash',
    });
    expect(mail).toMatchObject({ kind: 'order_confirmation', to: 'riley@example.com' });
    expect(mail.subject).toBe('Run & Co <Outlet>: order #42 confirmed');
    expect(mail.text).toContain('2 × Tempo Tee  $60.00');
    expect(mail.text).toContain('Shipping: $4.99');
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).toContain('Total: $70.32');
    expect(mail.text).toContain('Payment: Cash on delivery');
    expectShopDetails(mail);
  });

  it('shows a discount code as taken off the subtotal, so the sums read down to the total', () => {
    const mail = orderConfirmationMail(shop, {
      to: 'riley@example.com',
      purchaseId: 43,
      customerName: 'Riley',
      lines: [{ name: 'Tempo Tee', quantity: 2, totalCents: 6000, taxCents: 479 }],
      subtotalCents: 6000,
      discountCents: 600,
      discountCode: 'SAVE10',
      taxCents: 479,
      shippingCents: 0,
      totalCents: 5879,
      paymentMethod: 'card',
    });
    expect(mail.text).toContain('Subtotal: $60.00\nDiscount (SAVE10): -$6.00\nTax: $4.79');
    expect(mail.text).toContain('Total: $58.79');
    expect(mail.html).toContain('Discount (SAVE10)');
  });

  it('says an order shipped, with the carrier and tracking number', () => {
    const mail = shippedMail(shop, {
      to: 'riley@example.com',
      purchaseId: 42,
      customerName: 'Riley',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(mail.kind).toBe('shipped');
    expect(mail.subject).toBe('Run & Co <Outlet>: order #42 has shipped');
    expect(mail.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(mail.html).toContain('<strong>1Z999AA10123456784</strong>');
    expectShopDetails(mail);
  });

  it('says how much was refunded, how and why', () => {
    const mail = refundMail(shop, {
      to: 'riley@example.com',
      purchaseId: 42,
      customerName: 'Riley',
      amountCents: 8999,
      method: 'Credit/Debit Card',
      reason: 'Wrong size',
    });
    expect(mail.subject).toBe('Run & Co <Outlet>: refund of $89.99 for order #42');
    expect(mail.text).toContain('we have refunded $89.99 for order #42 (Credit/Debit Card)');
    expect(mail.text).toContain('Reason: Wrong size');
    expectShopDetails(mail);
    expect(
      refundMail(shop, { ...mailTo(), amountCents: 100, method: 'Cash', reason: null }).text,
    ).not.toContain('Reason:');
  });

  it('lists what came back in a return', () => {
    const mail = returnReceivedMail(shop, {
      ...mailTo(),
      items: [
        { name: 'Trail Runner', quantity: 1 },
        { name: 'Tempo Tee', quantity: 2 },
      ],
    });
    expect(mail.subject).toBe('Run & Co <Outlet>: return received for order #42');
    expect(mail.text).toContain('1 × Trail Runner\n2 × Tempo Tee');
    expectShopDetails(mail);
  });

  it("e-mails a till sale's receipt: number, cashier, lines, tax, totals and tenders", () => {
    const mail = receiptMail(shop, tillSale(), 'walkin@example.com');
    expect(mail.subject).toBe('Run & Co <Outlet>: receipt for sale #7');
    expect(mail.text).toContain('Sale #7');
    expect(mail.text).toContain('Cashier: Sam');
    expect(mail.text).toContain('Customer: Alex Walk-in');
    expect(mail.text).toContain('1 × Tempo Tee  $30.00');
    expect(mail.text).toContain('Tax: $2.66');
    expect(mail.text).toContain('Total: $32.66');
    expect(mail.text).toContain('Paid by Cash: $32.66');
    expect(mail.text).toContain('Cash tendered: $40.00');
    expect(mail.text).toContain('Change: $7.34');
    expect(mail.text).toContain('Tempo Tee: NY sales tax 8.875% $2.66');
    expect(mail.text).toContain(shop.receipt_footer);
    expectShopDetails(mail);
  });
});

const mailTo = () => ({ to: 'riley@example.com', purchaseId: 42, customerName: 'Riley' });

function tillSale(): Purchase {
  return {
    id: 7,
    shipping_address: null,
    user: {
      id: 2,
      username: 'staff',
      email: 'staff@fitshop.example',
      first_name: 'Sam',
      last_name: 'Seller',
      phone: null,
      address: null,
    },
    cashier: { id: 2, username: 'staff', first_name: 'Sam', last_name: 'Seller' },
    items: [
      {
        id: 70,
        product_id: 3,
        product: {
          id: 3,
          name: 'Tempo Tee',
          sku: 'TT-3',
          brand: 'FitShop',
          size: 'M',
          color: 'Black',
          image_url: null,
        },
        quantity: 1,
        unit_price: 30,
        total_price: 30,
        tax: 2.66,
        tax_rate: 8.875,
        tax_rate_name: 'NY sales tax',
        discount_amount: 0,
        discount_reason: null,
        discount_note: null,
        order_discount_share: 0,
      },
    ],
    subtotal: 30,
    tax: 2.66,
    shipping_amount: 0,
    total_amount: 32.66,
    status: 'completed',
    payment_status: 'paid',
    payment_method: 'cash',
    tenders: [{ method: 'cash', amount: 32.66 }],
    notes: null,
    created_at: '2026-11-27T15:00:00.000Z',
    channel: 'pos',
    customer_name: 'Alex Walk-in',
    customer_email: 'walkin@example.com',
    customer_phone: null,
    amount_tendered: 40,
    change_due: 7.34,
    returned_quantities: {},
    returns: [],
    refunded_amount: 0,
    amount_due: 0,
    discount_code: null,
    discount_amount: 0,
    sale_discount_amount: 0,
    sale_discount_reason: null,
    sale_discount_note: null,
    discount_approved_by: null,
  };
}
