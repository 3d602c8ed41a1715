import type { AuditActor, NewAuditEntry } from '../../audit/audit-entry.entity';
import type { Purchase } from '../purchase.entity';
import type { FulfilmentStep } from './fulfilment-rules';

type Before = Pick<Purchase, 'id' | 'status' | 'paymentStatus' | 'fulfilmentStatus'>;

/** The trail's entry of a shipment (docs/product/audit.md#what-is-recorded): who, when, what. */
export function shippedAudit(
  purchase: Before,
  next: FulfilmentStep,
  shipment: { carrier: string; trackingNumber: string },
  actor: AuditActor,
): NewAuditEntry {
  return {
    actor,
    kind: 'fulfilment',
    subject: `purchase:${purchase.id}`,
    summary: `Purchase #${purchase.id} shipped by ${shipment.carrier}, tracking ${shipment.trackingNumber}`,
    before: { status: purchase.status, fulfilment_status: purchase.fulfilmentStatus },
    after: {
      status: next.status,
      fulfilment_status: 'shipped',
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
    },
  };
}

/** A delivery, and the cash on delivery it collected when it did. */
export function deliveredAudit(
  purchase: Before,
  next: FulfilmentStep,
  actor: AuditActor,
): NewAuditEntry {
  const collected = next.paymentStatus !== purchase.paymentStatus;
  return {
    actor,
    kind: 'fulfilment',
    subject: `purchase:${purchase.id}`,
    summary:
      `Purchase #${purchase.id} delivered` + (collected ? '; cash on delivery marked paid' : ''),
    before: {
      status: purchase.status,
      payment_status: purchase.paymentStatus,
      fulfilment_status: purchase.fulfilmentStatus,
    },
    after: {
      status: next.status,
      payment_status: next.paymentStatus,
      fulfilment_status: 'delivered',
    },
  };
}
