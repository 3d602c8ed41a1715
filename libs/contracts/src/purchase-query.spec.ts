import { hasPurchaseFilters, PURCHASE_RANGE_ERROR, purchaseQuerySchema } from './purchase-query';
import {
  paymentMethodLabel,
  purchaseCashierName,
  purchaseCustomer,
  purchaseCustomerEmail,
} from './purchase-desk';
import type { Purchase } from './purchases';

type DeskFields = Pick<
  Purchase,
  'channel' | 'user' | 'cashier' | 'customer_name' | 'customer_email' | 'payment_method'
>;

/** The fields the labels read, of a cash web order by Casey Runner unless overridden. */
const makeDeskPurchase = (overrides: Partial<DeskFields> = {}): DeskFields => ({
  channel: 'web',
  user: {
    id: 7,
    username: 'casey',
    email: 'casey@example.com',
    first_name: 'Casey',
    last_name: 'Runner',
    phone: null,
    address: null,
  },
  cashier: null,
  customer_name: null,
  customer_email: null,
  payment_method: 'cash',
  ...overrides,
});

const message = (query: Record<string, unknown>) =>
  purchaseQuerySchema.safeParse(query).error?.issues[0]?.message;

describe('purchaseQuerySchema', () => {
  it('is a plain page of 20 when nothing is asked, and empty values are no filter', () => {
    const bare = purchaseQuerySchema.parse({});
    expect(bare).toEqual({ page: 1, per_page: 20 });
    expect(hasPurchaseFilters(bare)).toBe(false);
    const blank = purchaseQuerySchema.parse({ search: '  ', status: '', from: '', cashier_id: '' });
    expect(blank).toEqual({ page: 1, per_page: 20 });
    expect(hasPurchaseFilters(blank)).toBe(false);
  });

  it('reads every filter', () => {
    const query = purchaseQuerySchema.parse({
      search: ' Jane ',
      status: 'completed',
      payment_status: 'paid',
      channel: 'pos',
      cashier_id: '3',
      from: '2026-03-01',
      to: '2026-03-01',
      page: '2',
    });
    expect(query).toEqual({
      page: 2,
      per_page: 20,
      search: 'Jane',
      status: 'completed',
      payment_status: 'paid',
      channel: 'pos',
      cashier_id: 3,
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(hasPurchaseFilters(query)).toBe(true);
  });

  it('names the value it refuses', () => {
    expect(message({ status: 'lost' })).toBe(
      'status must be one of pending, processing, completed, cancelled',
    );
    expect(message({ payment_status: 'x' })).toMatch(/^payment_status must be one of pending/);
    expect(message({ channel: 'phone' })).toBe('channel must be one of web, pos');
    expect(message({ cashier_id: 'staff' })).toBe('cashier_id must be a positive integer');
    expect(message({ from: '2026-02-30' })).toBe('from must be a real date written YYYY-MM-DD');
    expect(message({ to: 'yesterday' })).toBe('to must be a real date written YYYY-MM-DD');
    expect(message({ from: '2026-03-02', to: '2026-03-01' })).toBe(PURCHASE_RANGE_ERROR);
    expect(message({ search: 'x'.repeat(101) })).toBe('search is too long');
  });
});

describe('the desk labels', () => {
  it('names a web order by its account and a till sale by the customer the till took', () => {
    const web = makeDeskPurchase({ channel: 'web' });
    expect(purchaseCustomer(web)).toBe('Casey Runner');
    expect(purchaseCustomerEmail(web)).toBe('casey@example.com');
    expect(purchaseCashierName(web)).toBeNull();
    expect(paymentMethodLabel(web)).toBe('Cash on Delivery');

    const till = makeDeskPurchase({
      channel: 'pos',
      customer_name: 'Jo Walker',
      customer_email: 'jo@example.com',
      cashier: { id: 2, username: 'staff', first_name: 'Sam', last_name: 'Staff' },
    });
    expect(purchaseCustomer(till)).toBe('Jo Walker');
    expect(purchaseCustomerEmail(till)).toBe('jo@example.com');
    expect(purchaseCashierName(till)).toBe('Sam Staff');
    expect(paymentMethodLabel(till)).toBe('Cash');
    expect(paymentMethodLabel({ ...till, payment_method: 'card' })).toBe('Credit/Debit Card');
  });

  it('calls a till sale without a name a walk-in, and an account without names by its username', () => {
    expect(purchaseCustomer(makeDeskPurchase({ channel: 'pos', customer_name: null }))).toBe(
      'Walk-in',
    );
    const nameless = makeDeskPurchase({
      cashier: { id: 2, username: 'till2', first_name: '', last_name: '' },
    });
    expect(purchaseCashierName(nameless)).toBe('till2');
  });
});
