import { z } from 'zod';
import { DISCOUNT_KINDS, type DiscountKind } from './discount-codes';
import { hasAtMostTwoDecimals } from './money';

/**
 * Discounts a cashier gives at the till (docs/product/point-of-sale.md#discounts): on a line or on
 * the whole sale, a percentage or an amount, always with a reason. The server prices them
 * (services/api/src/purchases/pricing/till-discount-rule.ts); a client's own figures are ignored.
 */
// Percentage or amount off, as a discount code's (discount-codes.ts).

export const DISCOUNT_REASONS = ['damaged', 'price_match', 'staff', 'loyalty', 'other'] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];
export const DISCOUNT_REASON_LABELS: Readonly<Record<DiscountReason, string>> = {
  damaged: 'Damaged',
  price_match: 'Price match',
  staff: 'Staff',
  loyalty: 'Loyalty',
  other: 'Other',
};

export const DISCOUNT_NOTE_MAX = 200;
/** The column a reason is kept in: the longest reason fits with room. */
export const DISCOUNT_REASON_MAX = 20;
/** The most an amount discount may be typed as; the line or the sale caps it anyway. */
export const DISCOUNT_AMOUNT_MAX = 1_000_000;

export const DISCOUNT_VALUE_ERROR = 'The discount must be a number greater than 0';
export const DISCOUNT_PERCENT_MAX_ERROR = 'A percentage discount must be at most 100';
export const DISCOUNT_DECIMALS_ERROR = 'The discount must have at most two decimals';
export const DISCOUNT_REASON_ERROR = `The reason must be one of ${DISCOUNT_REASONS.join(', ')}`;
export const DISCOUNT_NOTE_NEEDED = 'Say why in a note when the reason is "Other"';
/** 400 for till discounts on a web order (or a web quote). */
export const TILL_DISCOUNTS_ONLY_AT_TILL =
  'line_discounts and sale_discount are only for point-of-sale sales (channel "pos")';
/** 400 for a line discount naming a product the sale does not hold, or a line given two. */
export const LINE_DISCOUNT_UNKNOWN_LINE = 'A line discount must name a product of the sale';
export const LINE_DISCOUNT_TWICE = 'A line takes one discount';

const discountFields = {
  kind: z.enum(DISCOUNT_KINDS, {
    error: `The discount kind must be one of ${DISCOUNT_KINDS.join(', ')}`,
  }),
  /** Percent (0.01 to 100) or dollars, two decimals at most. */
  value: z
    .number({ error: DISCOUNT_VALUE_ERROR })
    .positive({ error: DISCOUNT_VALUE_ERROR })
    .max(DISCOUNT_AMOUNT_MAX, { error: `The discount must be at most ${DISCOUNT_AMOUNT_MAX}` })
    .refine(hasAtMostTwoDecimals, { error: DISCOUNT_DECIMALS_ERROR }),
  reason: z.enum(DISCOUNT_REASONS, { error: DISCOUNT_REASON_ERROR }),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(DISCOUNT_NOTE_MAX, { error: `The note must be at most ${DISCOUNT_NOTE_MAX} characters` })
    .nullish()
    .transform((note) => note || null),
};

type DiscountShape = {
  kind: DiscountKind;
  value: number;
  reason: DiscountReason;
  note: string | null;
};

function checkDiscount(discount: DiscountShape, context: z.RefinementCtx): void {
  if (discount.kind === 'percent' && discount.value > 100)
    context.addIssue({ code: 'custom', message: DISCOUNT_PERCENT_MAX_ERROR, path: ['value'] });
  if (discount.reason === 'other' && !discount.note)
    context.addIssue({ code: 'custom', message: DISCOUNT_NOTE_NEEDED, path: ['note'] });
}

/** A discount on the whole sale, taken off the subtotal left after the line discounts. */
export const tillDiscountSchema = z.object(discountFields).superRefine(checkDiscount);
export type TillDiscount = z.output<typeof tillDiscountSchema>;
export type TillDiscountInput = z.input<typeof tillDiscountSchema>;

/** A discount on one line, named by its product (the sale's lines are one per product). */
export const lineDiscountSchema = z
  .object({
    product_id: z
      .number({ error: 'product_id must be a positive integer' })
      .int({ error: 'product_id must be a positive integer' })
      .positive({ error: 'product_id must be a positive integer' }),
    ...discountFields,
  })
  .superRefine(checkDiscount);
export type LineDiscount = z.output<typeof lineDiscountSchema>;
export type LineDiscountInput = z.input<typeof lineDiscountSchema>;

/** The till's discount fields, as the sale body and the quote both take them. */
export const tillDiscountFields = {
  line_discounts: z
    .array(lineDiscountSchema, { error: 'line_discounts must be a list' })
    .max(100, { error: 'A sale may have at most 100 line discounts' })
    .optional(),
  sale_discount: tillDiscountSchema.nullish(),
};

/** True when a body asks for a till discount of either kind. */
export function asksTillDiscounts(body: {
  line_discounts?: readonly unknown[] | undefined;
  sale_discount?: unknown;
}): boolean {
  return (body.line_discounts?.length ?? 0) > 0 || body.sale_discount != null;
}

/** "Damaged", or "Other: bent box" with the note. */
export function discountReasonText(reason: DiscountReason, note: string | null): string {
  const label = DISCOUNT_REASON_LABELS[reason];
  return note ? `${label}: ${note}` : label;
}

/**
 * 403 text when a discount is over what the cashier may give alone
 * (docs/product/roles-and-rules.md#approvals-on-the-spot): the screen offers an approval.
 */
export function discountOverLimitMessage(percent: number, limitPercent: number | null): string {
  return limitPercent === null
    ? 'You cannot give discounts: a manager can approve this one'
    : `A discount of ${percent} % is over your limit of ${limitPercent} %: a manager can approve it`;
}

/** A purchase line as what it paid is worked out from it, in cents. */
export interface DiscountedLine {
  totalPriceCents: number;
  /** The line's own (till) discount; 0 without one. */
  discountCents: number;
  /**
   * The line's share of the order's discount (a code's, or the till's sale discount), as pricing
   * allocated it and the line keeps it (`allocateCents`); 0 without one.
   */
  orderDiscountCents: number;
}

/**
 * What a line paid before tax, in cents (docs/product/returns.md#what-a-line-refunds): its total
 * less its own discount and its stored share of the order's. It is what the line was taxed on
 * (the tax report's taxable sales) and what a return gives back of it, never its undiscounted
 * price.
 */
export function paidLineCents(line: DiscountedLine): number {
  return line.totalPriceCents - line.discountCents - line.orderDiscountCents;
}
