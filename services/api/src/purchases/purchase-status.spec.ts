import {
  PAYMENT_STATUSES,
  PURCHASE_STATUSES,
  PURCHASE_TRANSITIONS,
  type PaymentStatus,
} from '@shop/contracts';
import { cancelRefusal, changeStatus, openingState, paymentAfterCancel } from './purchase-status';

describe('openingState', () => {
  it('starts a web order pending, by card awaiting the payment provider', () => {
    expect(openingState('customer', 'cash')).toEqual({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(openingState('customer', 'card')).toEqual({
      status: 'pending',
      paymentStatus: 'awaiting_payment',
    });
  });

  it('completes and marks paid a sale rung up by staff or admin, whatever the method', () => {
    for (const role of ['staff', 'admin'])
      for (const method of ['cash', 'card'] as const)
        expect(openingState(role, method)).toEqual({ status: 'completed', paymentStatus: 'paid' });
  });
});

describe('changeStatus', () => {
  it('allows exactly the contract transitions', () => {
    for (const from of PURCHASE_STATUSES)
      for (const to of PURCHASE_STATUSES) {
        const change = changeStatus({ status: from, paymentStatus: 'pending' }, to);
        expect([from, to, change.allowed]).toEqual([
          from,
          to,
          PURCHASE_TRANSITIONS[from].includes(to),
        ]);
      }
  });

  it('explains a refusal with both statuses', () => {
    expect(changeStatus({ status: 'completed', paymentStatus: 'paid' }, 'processing')).toEqual({
      allowed: false,
      reason: 'Cannot change a completed purchase to processing',
    });
    expect(changeStatus({ status: 'cancelled', paymentStatus: 'refunded' }, 'cancelled')).toEqual({
      allowed: false,
      reason: 'Purchase is already cancelled',
    });
  });

  it('refunds a taken payment on cancel and leaves the payment alone otherwise', () => {
    expect(changeStatus({ status: 'completed', paymentStatus: 'paid' }, 'cancelled')).toEqual({
      allowed: true,
      next: { status: 'cancelled', paymentStatus: 'refunded' },
    });
    expect(changeStatus({ status: 'pending', paymentStatus: 'paid' }, 'processing')).toEqual({
      allowed: true,
      next: { status: 'processing', paymentStatus: 'paid' },
    });
  });
});

describe('paymentAfterCancel', () => {
  it('refunds only money that was taken', () => {
    const after = Object.fromEntries(
      PAYMENT_STATUSES.map((status: PaymentStatus) => [status, paymentAfterCancel(status)]),
    );
    expect(after).toEqual({
      pending: 'pending',
      paid: 'refunded',
      completed: 'refunded',
      failed: 'failed',
      refunded: 'refunded',
      partially_refunded: 'refunded',
      awaiting_payment: 'failed',
    });
  });
});

describe('cancelRefusal', () => {
  it('lets customers cancel only pending purchases, staff any', () => {
    expect(cancelRefusal('customer', 'pending')).toBeNull();
    expect(cancelRefusal('customer', 'processing')).toBe(
      'Only pending purchases can be cancelled; this one is processing',
    );
    expect(cancelRefusal('staff', 'completed')).toBeNull();
    expect(cancelRefusal('admin', 'processing')).toBeNull();
  });
});
