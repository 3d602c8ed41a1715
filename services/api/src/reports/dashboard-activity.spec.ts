import type { StockActor } from '@shop/contracts';
import { customerOf, recentActivity, toDashboardOrder } from './dashboard-activity';
import { groupCancellations, type PurchaseEvent } from './dashboard-events';

const casey: StockActor = { id: 2, username: 'staff', first_name: 'Casey', last_name: 'Lee' };
const at = (minute: number) => new Date(Date.UTC(2031, 2, 10, 9, minute));

const purchase = (overrides: Partial<PurchaseEvent>): PurchaseEvent => ({
  id: 1,
  createdAt: at(0),
  channel: 'pos',
  customerName: null,
  buyer: casey,
  itemCount: 1,
  totalCents: 123_456,
  status: 'completed',
  paymentStatus: 'paid',
  paymentMethod: 'cash',
  tenders: [
    {
      method: overrides.paymentMethod ?? 'cash',
      amountCents: overrides.totalCents ?? 123_456,
    },
  ],
  ...overrides,
});

describe('the dashboard activity', () => {
  it('names the customer: the till’s, else the buyer’s name, else the username', () => {
    expect(customerOf(purchase({ customerName: 'Jane Doe' }))).toBe('Jane Doe');
    expect(customerOf(purchase({}))).toBe('Casey Lee');
    const nameless = { ...casey, first_name: '', last_name: '' };
    expect(customerOf(purchase({ buyer: nameless }))).toBe('staff');
  });

  it('merges every kind, newest first, up to the limit, with sentences and links', () => {
    const activity = recentActivity(
      {
        purchases: [
          purchase({ id: 7, createdAt: at(5) }),
          purchase({ id: 6, channel: 'web', itemCount: 2, paymentMethod: 'card' }),
        ],
        cancellations: [
          { purchaseId: 5, at: at(4), quantityChange: 3, actor: casey, totalCents: 500 },
        ],
        stock: [
          {
            id: 9,
            createdAt: at(3),
            reason: 'adjustment',
            quantityChange: -2,
            adjustmentReason: 'damaged',
            product: { id: 4, name: 'Trail Tee', sku: 'TT/1 M' },
            actor: casey,
          },
        ],
        suppliers: [{ id: 3, name: 'Acme', createdAt: at(2) }],
      },
      4,
    );
    expect(activity.map(({ id, description, link }) => [id, description, link])).toEqual([
      ['purchase:7', 'Sale #7: 1 item, $1,234.56, cash', '/purchases/7'],
      ['cancellation:5', 'Order #5 cancelled: 3 items back in stock', '/purchases/5'],
      ['movement:9', 'Adjusted Trail Tee (TT/1 M): −2, Damaged', '/inventory?search=TT%2F1%20M'],
      ['supplier:3', 'New supplier: Acme', '/suppliers'],
    ]);
  });

  it('says how a split sale was paid, each part with its amount', () => {
    const split = purchase({
      id: 8,
      totalCents: 3_200,
      paymentMethod: 'card',
      tenders: [
        { method: 'cash', amountCents: 1_200 },
        { method: 'card', amountCents: 2_000 },
      ],
    });
    const [sale] = recentActivity(
      { purchases: [split], cancellations: [], stock: [], suppliers: [] },
      1,
    );
    expect(sale!.description).toBe('Sale #8: 1 item, $32.00, cash $12.00 + card $20.00');
    expect(toDashboardOrder(split)).toMatchObject({
      payment_method: 'card',
      tenders: [
        { method: 'cash', amount: 12 },
        { method: 'card', amount: 20 },
      ],
    });
  });

  it('takes a cancellation’s lines together, one event per purchase', () => {
    const line = (reference: string, minute: number, quantityChange: number) => ({
      reference,
      createdAt: at(minute),
      quantityChange,
      actor: casey,
    });
    expect(
      groupCancellations([
        line('purchase:8', 9, 2),
        line('purchase:8', 9, 1),
        line('purchase:3', 1, 4),
        line('test setup', 0, 1),
      ]),
    ).toEqual([
      { purchaseId: 8, at: at(9), quantityChange: 3, actor: casey },
      { purchaseId: 3, at: at(1), quantityChange: 4, actor: casey },
    ]);
  });
});
