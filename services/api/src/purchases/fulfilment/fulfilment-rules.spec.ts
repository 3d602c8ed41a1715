import { FULFILMENT_REFUSALS } from '@shop/contracts';
import { deliverStep, shipStep, type FulfilmentFacts } from './fulfilment-rules';

const webCash: FulfilmentFacts = {
  channel: 'web',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cash',
  fulfilmentStatus: 'unshipped',
};

describe('shipStep', () => {
  it('ships a pending cash order, which becomes processing', () => {
    expect(shipStep(webCash)).toEqual({ status: 'processing', paymentStatus: 'pending' });
  });

  it('keeps a processing or completed status as it is', () => {
    expect(shipStep({ ...webCash, status: 'completed' })).toMatchObject({ status: 'completed' });
    expect(shipStep({ ...webCash, status: 'processing' })).toMatchObject({ status: 'processing' });
  });

  it('ships a paid card order', () => {
    const card = { ...webCash, paymentMethod: 'card', paymentStatus: 'paid' } as const;
    expect(shipStep(card)).toEqual({ status: 'processing', paymentStatus: 'paid' });
  });

  it.each([
    [{ channel: 'pos' }, 400, FULFILMENT_REFUSALS.tillSale],
    [{ status: 'cancelled' }, 400, FULFILMENT_REFUSALS.cancelled],
    [
      { paymentMethod: 'card', paymentStatus: 'awaiting_payment' },
      400,
      FULFILMENT_REFUSALS.unpaidCard,
    ],
    [{ paymentMethod: 'card', paymentStatus: 'failed' }, 400, FULFILMENT_REFUSALS.unpaidCard],
    [{ fulfilmentStatus: 'shipped' }, 409, FULFILMENT_REFUSALS.alreadyShipped],
    [{ fulfilmentStatus: 'delivered' }, 409, FULFILMENT_REFUSALS.alreadyShipped],
  ] as const)('refuses %j', (change, code, message) => {
    expect(shipStep({ ...webCash, ...change })).toEqual({ code, message });
  });
});

describe('deliverStep', () => {
  const shipped = { ...webCash, status: 'processing', fulfilmentStatus: 'shipped' } as const;

  it('completes a shipped order and marks cash on delivery paid', () => {
    expect(deliverStep(shipped)).toEqual({ status: 'completed', paymentStatus: 'paid' });
  });

  it('leaves a card payment as it was', () => {
    const card = { ...shipped, paymentMethod: 'card', paymentStatus: 'paid' } as const;
    expect(deliverStep(card)).toEqual({ status: 'completed', paymentStatus: 'paid' });
  });

  it.each([
    [{ fulfilmentStatus: 'unshipped' }, 400, FULFILMENT_REFUSALS.notShipped],
    [{ fulfilmentStatus: 'delivered' }, 409, FULFILMENT_REFUSALS.alreadyDelivered],
    [{ status: 'cancelled' }, 400, FULFILMENT_REFUSALS.cancelledDelivery],
    [{ channel: 'pos' }, 400, FULFILMENT_REFUSALS.tillSale],
  ] as const)('refuses %j', (change, code, message) => {
    expect(deliverStep({ ...shipped, ...change })).toEqual({ code, message });
  });
});
