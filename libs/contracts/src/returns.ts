import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './purchases';
import { PAYMENT_METHODS } from './purchase-statuses';
import { formatCents } from './money';
import { pageQuerySchema } from './product-query';
import { pointOfSaleFields, REGISTER_ID_REQUIRED, TENDERED_ONLY_FOR_CASH } from './point-of-sale';

/**
 * Returns, exchanges and refunds (docs/product/returns.md). A return takes back some units of
 * some lines of one purchase, never more of a line than was sold minus what earlier returns
 * took. At the till it is made, received and refunded at once; online the customer asks, staff
 * receive the goods and then refund. Money goes back to the tenders the sale was paid with.
 */

export const RETURN_REASONS = ['wrong_size', 'defective', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  wrong_size: 'Wrong size',
  defective: 'Defective',
  changed_mind: 'Changed mind',
  other: 'Other',
};

/** What happens to a returned unit: back on the shelf, or written off as damaged. */
export const RETURN_DISPOSITIONS = ['restock', 'write_off'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];
export const RETURN_DISPOSITION_LABELS: Readonly<Record<ReturnDisposition, string>> = {
  restock: 'Back to stock',
  write_off: 'Write off',
};

/**
 * `requested`: a customer asked online, nothing moved yet. `received`: staff have the goods
 * (stock moved per line). `refunded`: the money went back; from here it counts in the reports.
 * `rejected`: staff declined a request (with a note); nothing moved. A till return is created
 * `refunded`; a part-cancellation of a web order too.
 */
export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  received: 'Received',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

/** `return` at the till or online, `cancellation` for lines cancelled before a web order ships. */
export const RETURN_KINDS = ['return', 'cancellation'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_NOTE_MAX = 500;

// ---- refusals (docs/product/returns.md#rules) ---------------------------------------------------

/** 403 (naming `override_returns`) for a return outside the window or without a receipt. */
export const RETURN_NEEDS_OVERRIDE =
  'A return outside the returns window or without a receipt needs the override permission, or an approval';
/** 409 when a line would take back more than is left of it. */
export function returnTooManyMessage(productName: string, left: number): string {
  return `Only ${left} of ${productName} can still be returned`;
}
export const RETURN_OUTSIDE_WINDOW = 'This purchase is past the returns window';
export const RETURN_NOT_RETURNABLE = 'Only completed purchases can be returned';
export const RETURN_WEB_ONLY = 'Only web orders can be returned online';
export const RETURN_LINE_UNKNOWN = 'A line is not part of this purchase';
export const CANCEL_LINES_OPEN_ONLY =
  'Only web orders that are pending or processing can have lines cancelled';
export const CANCEL_LINES_ALL = 'These are all the lines left: cancel the whole order instead';
export const EXCHANGE_PAYMENT_NEEDED = 'Say how the customer pays the difference (payment_method)';
export const RETURN_KEY_REUSED =
  'This Idempotency-Key was already used for a different return; send a new key for a new return';
export const RETURN_RECEIVE_FIRST = 'Receive the goods before refunding them';
export const RETURN_NOT_REQUESTED = 'Only a requested return can be received or declined';
export const RETURN_ALREADY_RECEIVED = 'This return was already received with other dispositions';
export const RETURN_RECEIVE_EVERY_LINE = 'Say once what happens to each line of the return';
/**
 * 409 of `POST /returns/` when the till's register has no open drawer session: the refund comes
 * out of (or goes back onto) that session's drawer (docs/product/registers.md#returns-at-the-till).
 */
export const noSessionForReturn = (register: string) =>
  `No drawer session is open on ${register}: open a session before taking a return`;
/** 409 when the tenders of a sale cannot take a refund back. */
export function refundRoomMessage(roomCents: number): string {
  return `Only ${formatCents(roomCents)} can still be refunded to the way this purchase was paid`;
}

// ---- receipts -------------------------------------------------------------------------------

/**
 * The sale number a receipt prints as a Code 128 barcode and in words: `S` and the purchase id
 * in at least 8 digits (`S00001234`). The till's returns screen scans it.
 */
export function saleBarcode(purchaseId: number): string {
  return `S${String(purchaseId).padStart(8, '0')}`;
}

/** The purchase id a scanned or typed sale number names (`S00001234`, `s1234`, `#1234`, `1234`), else null. */
export function parseSaleBarcode(text: string): number | null {
  const match = /^\s*(?:[sS]|#)?0*(\d{1,12})\s*$/.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// ---- requests --------------------------------------------------------------------------------

const id = (field: string) =>
  z
    .number({ error: `${field} must be a positive integer` })
    .int({ error: `${field} must be a positive integer` })
    .positive({ error: `${field} must be a positive integer` });

const quantityError = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
const quantity = z
  .number({ error: quantityError })
  .int({ error: quantityError })
  .min(1, { error: quantityError })
  .max(MAX_LINE_QUANTITY, { error: quantityError });

const note = z
  .string({ error: 'note must be text' })
  .trim()
  .max(RETURN_NOTE_MAX, { error: `note must be at most ${RETURN_NOTE_MAX} characters` })
  .nullish();

/** One line asked back: which purchase line, how many units, and why ("other" needs a note). */
const returnLineRequest = z
  .object({
    purchase_item_id: id('purchase_item_id'),
    quantity,
    reason: z.enum(RETURN_REASONS, { error: `reason must be one of ${RETURN_REASONS.join(', ')}` }),
    note,
  })
  .refine((line) => line.reason !== 'other' || !!line.note, {
    error: 'Say why in a note when the reason is "other"',
    path: ['note'],
  });

const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: 'lines must be a list' })
    .min(1, { error: 'Choose at least one line to return' })
    .max(100, { error: 'A return may have at most 100 lines' })
    .refine(
      (items) =>
        new Set(items.map((item) => (item as { purchase_item_id: number }).purchase_item_id))
          .size === items.length,
      { error: 'Each purchase line may appear once' },
    );

const disposition = z.enum(RETURN_DISPOSITIONS, {
  error: `disposition must be one of ${RETURN_DISPOSITIONS.join(', ')}`,
});

/**
 * `POST /returns/` (staff holding `take_returns`; `Idempotency-Key` as for sales): a return at the
 * till, received and refunded at once, optionally an exchange.
 * - `register_id`: the register the till is on. Its open drawer session takes the return: the
 *   refund comes out of that drawer, and an exchange's sale is rung up in it (409 without one).
 * - `receipt`: true when the customer showed the receipt (scanned or typed its sale number);
 *   false when the cashier found the sale another way. Without a receipt, or outside the
 *   shop's returns window, the return needs `override_returns` (or an approval on the spot).
 * - `exchange_items`: new lines sold in the same transaction as a new point-of-sale purchase;
 *   the customer pays the difference (`payment_method`, and `amount_tendered` for cash) or gets
 *   it back to the original tenders.
 */
export const tillReturnSchema = z
  .object({
    purchase_id: id('purchase_id'),
    register_id: z
      .number({
        error: (issue) =>
          issue.input == null ? REGISTER_ID_REQUIRED : 'register_id must be a positive integer',
      })
      .int({ error: 'register_id must be a positive integer' })
      .positive({ error: 'register_id must be a positive integer' }),
    receipt: z.boolean({ error: 'receipt must be true or false' }),
    lines: lines(returnLineRequest.and(z.object({ disposition }))),
    exchange_items: z
      .array(z.object({ product_id: id('product_id'), quantity }), {
        error: 'exchange_items must be a list',
      })
      .max(100, { error: 'An exchange may sell at most 100 lines' })
      .optional(),
    payment_method: z
      .enum(PAYMENT_METHODS, {
        error: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}`,
      })
      .optional(),
    amount_tendered: pointOfSaleFields.amount_tendered,
  })
  .refine((body) => body.amount_tendered == null || body.payment_method === 'cash', {
    error: TENDERED_ONLY_FOR_CASH,
    path: ['amount_tendered'],
  });
export type TillReturnRequest = z.output<typeof tillReturnSchema>;
export type TillReturnBody = z.input<typeof tillReturnSchema>;

/**
 * `POST /purchases/{id}/returns` (the customer who owns the web purchase, within the returns
 * window): ask to send lines back. Nothing moves until staff receive them.
 */
export const returnRequestSchema = z.object({ lines: lines(returnLineRequest) });
export type ReturnRequestBody = z.input<typeof returnRequestSchema>;
export type ReturnRequestRequest = z.output<typeof returnRequestSchema>;

/** `POST /returns/{id}/receive` (staff, `take_returns`): the goods arrived; each line restocked or written off. */
export const receiveReturnSchema = z.object({
  lines: z
    .array(z.object({ return_line_id: id('return_line_id'), disposition }), {
      error: 'lines must be a list',
    })
    .min(1, { error: 'Say what happens to each line' }),
});
export type ReceiveReturnBody = z.input<typeof receiveReturnSchema>;
export type ReceiveReturnRequest = z.output<typeof receiveReturnSchema>;

/** `POST /returns/{id}/reject` (staff, `take_returns`): decline a request, saying why. */
export const rejectReturnSchema = z.object({
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .min(1, { error: 'Say why the return is declined' })
    .max(RETURN_NOTE_MAX, { error: `note must be at most ${RETURN_NOTE_MAX} characters` }),
});
export type RejectReturnBody = z.input<typeof rejectReturnSchema>;
export type RejectReturnRequest = z.output<typeof rejectReturnSchema>;

/**
 * `POST /purchases/{id}/cancel-lines` (staff, `cancel_sales`): cancel some units of a web order
 * that is still pending or processing; they go back to stock and, if it was paid, are refunded.
 */
export const cancelLinesSchema = z.object({
  lines: lines(z.object({ purchase_item_id: id('purchase_item_id'), quantity })),
});
export type CancelLinesBody = z.input<typeof cancelLinesSchema>;
export type CancelLinesRequest = z.output<typeof cancelLinesSchema>;

/** `GET /returns/` (staff, `take_returns`): newest first; filter by status, channel, purchase. */
export const returnQuerySchema = pageQuerySchema.extend({
  status: z.enum(RETURN_STATUSES).optional(),
  channel: z.enum(['web', 'pos']).optional(),
  purchase_id: z.coerce.number().int().positive().optional(),
});
export type ReturnQuery = z.output<typeof returnQuerySchema>;
