import { z } from 'zod';
import { formatCents } from './money';

/**
 * Discount codes (docs/product/discount-codes.md): a percentage or an amount off a web order,
 * with a minimum spend, shop-calendar start and end days and usage limits.
 */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_CODE_MAX = 32;

/** Why a code is refused, as the buyer reads it under the cart's field. */
export const DISCOUNT_REFUSALS = {
  unknown: 'This discount code does not exist',
  notStarted: (day: string) => `This discount code starts on ${day}`,
  expired: 'This discount code has expired',
  belowMinimum: (minCents: number) =>
    `This discount code needs a minimum spend of ${formatCents(minCents)}`,
  usedUp: 'This discount code has been used up',
  alreadyUsed: 'You have already used this discount code',
  signInFirst: 'Sign in to use a discount code',
} as const;

/** Codes are compared upper-case and trimmed, so "summer10 " is SUMMER10. */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

export const discountCodeInputSchema = z
  .string({ error: 'discount_code must be text' })
  .trim()
  .min(1, { error: 'discount_code must not be empty' })
  .max(DISCOUNT_CODE_MAX, {
    error: `discount_code must be at most ${DISCOUNT_CODE_MAX} characters`,
  })
  .transform(normalizeDiscountCode);

const day = z
  .string({ error: 'days are YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'days are YYYY-MM-DD' });
const limit = (field: string) =>
  z
    .number({ error: `${field} must be a whole number from 1` })
    .int({ error: `${field} must be a whole number from 1` })
    .min(1, { error: `${field} must be a whole number from 1` })
    .nullable();

const discountCodeFields = {
  code: z
    .string({ error: 'code must be text' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, {
      error: 'code is 3 to 32 letters, digits, - or _',
    })
    .transform(normalizeDiscountCode),
  kind: z.enum(DISCOUNT_KINDS, { error: `kind must be one of ${DISCOUNT_KINDS.join(', ')}` }),
  /** Whole percent, 1 to 100, for `percent`; dollars for `amount`. */
  value: z
    .number({ error: 'value must be a number' })
    .positive({ error: 'value must be more than 0' })
    .multipleOf(0.01, { error: 'value has at most two decimals' }),
  min_spend: z
    .number({ error: 'min_spend must be a number' })
    .min(0, { error: 'min_spend must be 0 or more' })
    .multipleOf(0.01, { error: 'min_spend has at most two decimals' }),
  starts_on: day.nullable(),
  ends_on: day.nullable(),
  max_uses: limit('max_uses'),
  max_uses_per_customer: limit('max_uses_per_customer'),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

type Fields = {
  kind?: DiscountKind;
  value?: number;
  starts_on?: string | null;
  ends_on?: string | null;
};
function checkFields(body: Fields, context: z.RefinementCtx): void {
  if (
    body.kind === 'percent' &&
    body.value !== undefined &&
    (body.value > 100 || !Number.isInteger(body.value))
  )
    context.addIssue({
      code: 'custom',
      message: 'A percentage is a whole number from 1 to 100',
      path: ['value'],
    });
  if (body.starts_on && body.ends_on && body.ends_on < body.starts_on)
    context.addIssue({ code: 'custom', message: 'ends_on is before starts_on', path: ['ends_on'] });
}

export const discountCodeCreateSchema = z
  .object({
    ...discountCodeFields,
    min_spend: discountCodeFields.min_spend.default(0),
    starts_on: discountCodeFields.starts_on.default(null),
    ends_on: discountCodeFields.ends_on.default(null),
    max_uses: discountCodeFields.max_uses.default(null),
    max_uses_per_customer: discountCodeFields.max_uses_per_customer.default(null),
    is_active: discountCodeFields.is_active.default(true),
  })
  .superRefine(checkFields);
export type DiscountCodeCreateBody = z.input<typeof discountCodeCreateSchema>;
export type DiscountCodeCreate = z.output<typeof discountCodeCreateSchema>;

/** `PUT /discount-codes/{id}`: only the fields sent change; the code itself stays. */
export const discountCodeUpdateSchema = z
  .object(discountCodeFields)
  .omit({ code: true })
  .partial()
  .superRefine(checkFields);
export type DiscountCodeUpdateBody = z.input<typeof discountCodeUpdateSchema>;
export type DiscountCodeUpdate = z.output<typeof discountCodeUpdateSchema>;

export interface DiscountCode {
  id: number;
  code: string;
  kind: DiscountKind;
  value: number;
  min_spend: number;
  starts_on: string | null;
  ends_on: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  is_active: boolean;
  /** Orders placed with the code so far. */
  uses: number;
  created_at: string;
}

export interface DiscountCodeList {
  codes: DiscountCode[];
}
export interface DiscountCodeResponse {
  code: DiscountCode;
}
