import type { EntityManager } from '@mikro-orm/core';
import { DomainEvents, type EventTransaction, type SaleFacts } from './domain-events';

const sale: SaleFacts = {
  purchaseId: 7,
  createdAt: new Date('2031-03-10T04:00:00Z'),
  channel: 'web',
  lines: [
    {
      productId: 3,
      quantity: 1,
      totalPriceCents: 1250,
      taxableCents: 1250,
      unitCostCents: 700,
      taxCents: 0,
      taxRateName: null,
      taxRateThousandths: 0,
    },
  ],
};
const transaction = { name: 'the open transaction' } as unknown as EntityManager;

describe('DomainEvents', () => {
  it("runs each subscriber in turn on the publisher's transaction, and waits for all", async () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    const slow = (name: string) => async (event: SaleFacts, tx: EventTransaction) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`${name} ${event.purchaseId} ${tx === transaction ? 'in' : 'outside'}`);
    };
    events.on('sale.recorded', slow('rollups'));
    events.on('sale.recorded', slow('second'));
    events.on('sale.cancelled', slow('cancelled'));

    await events.publish(transaction, 'sale.recorded', sale);
    expect(seen).toEqual(['rollups 7 in', 'second 7 in']);
  });

  it('fails the publisher when a subscriber fails, so the transaction rolls back', async () => {
    const events = new DomainEvents();
    const later = jest.fn(() => Promise.resolve());
    events.on('sale.cancelled', () => Promise.reject(new Error('lock wait timeout')));
    events.on('sale.cancelled', later);

    await expect(events.publish(transaction, 'sale.cancelled', sale)).rejects.toThrow(
      'lock wait timeout',
    );
    expect(later).not.toHaveBeenCalled();
  });

  it('publishes to nobody when nothing subscribed', async () => {
    await expect(new DomainEvents().publish(transaction, 'sale.recorded', sale)).resolves.toBe(
      undefined,
    );
  });
});
