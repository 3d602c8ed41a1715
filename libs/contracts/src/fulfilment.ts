import { z } from 'zod';

/**
 * Fulfilment of a web order (docs/product/purchases.md#fulfilment,
 * docs/decisions/0108-fulfilment-beside-the-status.md): its own fields beside the purchase's
 * `status`, which keeps its vocabulary for existing clients. A till sale is handed over at the
 * counter and has none (`fulfilment_status: null`).
 */
export const FULFILMENT_STATUSES = ['unshipped', 'shipped', 'delivered'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const FULFILMENT_STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  unshipped: 'Not shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MIN = 4;
export const TRACKING_NUMBER_MAX = 40;

export const CARRIER_REQUIRED = 'Carrier is required';
export const CARRIER_TOO_LONG = `Carrier must be at most ${CARRIER_MAX} characters`;
export const TRACKING_NUMBER_REQUIRED = 'Tracking number is required';
export const TRACKING_NUMBER_INVALID =
  `Tracking number must be ${TRACKING_NUMBER_MIN} to ${TRACKING_NUMBER_MAX} letters, digits,` +
  ' spaces or dashes';

/** Refusals of POST /purchases/{id}/ship and /deliver (400, nothing changed). */
export const FULFILMENT_REFUSALS = {
  tillSale: 'A till sale is handed over at the counter and is not shipped',
  cancelled: 'A cancelled order cannot be shipped',
  unpaidCard:
    'This card order is not paid yet: it cannot be shipped until the payment is confirmed',
  alreadyShipped: 'This order has already been shipped',
  notShipped: 'Only a shipped order can be marked delivered',
  alreadyDelivered: 'This order has already been delivered',
  cancelledDelivery: 'A cancelled order cannot be marked delivered',
} as const;

const trimmed = (required: string) =>
  z
    .string({ error: required })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, { error: required }));

/** `POST /purchases/{id}/ship` body: who carries it and the number to follow it by. */
export const shipPurchaseSchema = z.object({
  carrier: trimmed(CARRIER_REQUIRED).pipe(z.string().max(CARRIER_MAX, { error: CARRIER_TOO_LONG })),
  tracking_number: trimmed(TRACKING_NUMBER_REQUIRED).pipe(
    z
      .string()
      .min(TRACKING_NUMBER_MIN, { error: TRACKING_NUMBER_INVALID })
      .max(TRACKING_NUMBER_MAX, { error: TRACKING_NUMBER_INVALID })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: TRACKING_NUMBER_INVALID }),
  ),
});
export type ShipPurchaseRequest = z.input<typeof shipPurchaseSchema>;

/** Who moved a step, as a purchase names them. */
export interface FulfilmentActor {
  id: number;
  username: string;
}

/**
 * The fulfilment fields every purchase answer carries (null on a till sale). Optional in the type
 * only, like `payment_due_at`, so purchases built by older clients and fixtures still type-check.
 */
export interface PurchaseFulfilmentFields {
  fulfilment_status?: FulfilmentStatus | null;
  carrier?: string | null;
  tracking_number?: string | null;
  /** ISO 8601, or null until that step. */
  shipped_at?: string | null;
  delivered_at?: string | null;
  shipped_by?: FulfilmentActor | null;
  delivered_by?: FulfilmentActor | null;
}
