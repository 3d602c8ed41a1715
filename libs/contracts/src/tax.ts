import { z } from 'zod';

/**
 * Sales tax (docs/product/tax.md): named rates in percent with up to three decimals (8.875), one
 * of them the default, and per-category rules (a category taxed at another rate, or exempt).
 * Prices are before tax; the server works out each line's tax when it prices an order.
 */
export const TAX_RATE_NAME_MAX = 60;
export const TAX_PERCENT_DECIMALS = 3;

export const TAX_RATE_NAME_REQUIRED = 'Name is required';
export const TAX_RATE_NAME_TAKEN = 'A tax rate with this name already exists';
export const TAX_RATE_NOT_FOUND = 'Tax rate not found';
export const TAX_PERCENT_RANGE = 'Percentage must be a number from 0 to 100';
export const TAX_PERCENT_DECIMALS_ERROR = `Percentage has at most ${TAX_PERCENT_DECIMALS} decimals`;
export const TAX_RATE_ID_REQUIRED = 'Choose the rate for this category';

/** A category's rule: the shop's default rate, no tax, or a rate of its own. */
export const CATEGORY_TAX_RULES = ['default', 'exempt', 'rate'] as const;
export type CategoryTaxRule = (typeof CATEGORY_TAX_RULES)[number];

/** A rate in thousandths of a percent (8.875 % → 8875): how purchase lines keep it, exactly. */
export function percentToThousandths(percent: number): number {
  return Math.round(percent * 1000);
}

export function thousandthsToPercent(thousandths: number): number {
  return thousandths / 1000;
}

const hasAtMostThreeDecimals = (value: number) =>
  Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

export const taxPercentSchema = z
  .number({ error: TAX_PERCENT_RANGE })
  .min(0, { error: TAX_PERCENT_RANGE })
  .max(100, { error: TAX_PERCENT_RANGE })
  .refine(hasAtMostThreeDecimals, { error: TAX_PERCENT_DECIMALS_ERROR });

const taxRateFields = {
  name: z
    .string({ error: TAX_RATE_NAME_REQUIRED })
    .trim()
    .min(1, { error: TAX_RATE_NAME_REQUIRED, abort: true })
    .max(TAX_RATE_NAME_MAX, { error: `Name must be at most ${TAX_RATE_NAME_MAX} characters` }),
  percentage: taxPercentSchema,
  /** True makes this the default rate (the one before it stops being the default). */
  is_default: z.boolean({ error: 'is_default must be true or false' }).optional(),
};

/** `POST /tax/rates` (admin). */
export const taxRateCreateSchema = z.object(taxRateFields);
export type TaxRateCreateBody = z.input<typeof taxRateCreateSchema>;
export type TaxRateCreate = z.output<typeof taxRateCreateSchema>;

/** `PUT /tax/rates/{id}` (admin): only the fields sent change. */
export const taxRateUpdateSchema = z
  .object(taxRateFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update: send name, percentage or is_default',
  });
export type TaxRateUpdateBody = z.input<typeof taxRateUpdateSchema>;
export type TaxRateUpdate = z.output<typeof taxRateUpdateSchema>;

/** `PUT /tax/categories/{category_id}` (admin): `rate_id` only, and always, with `rule: "rate"`. */
export const categoryTaxSchema = z
  .object({
    rule: z.enum(CATEGORY_TAX_RULES, {
      error: `rule must be one of ${CATEGORY_TAX_RULES.join(', ')}`,
    }),
    rate_id: z
      .number({ error: TAX_RATE_ID_REQUIRED })
      .int({ error: TAX_RATE_ID_REQUIRED })
      .positive({ error: TAX_RATE_ID_REQUIRED })
      .nullish(),
  })
  .superRefine((body, context) => {
    if (body.rule === 'rate' && body.rate_id == null)
      context.addIssue({ code: 'custom', message: TAX_RATE_ID_REQUIRED, path: ['rate_id'] });
    else if (body.rule !== 'rate' && body.rate_id != null)
      context.addIssue({
        code: 'custom',
        message: 'rate_id goes only with rule "rate"',
        path: ['rate_id'],
      });
  });
export type CategoryTaxBody = z.input<typeof categoryTaxSchema>;
export type CategoryTax = z.output<typeof categoryTaxSchema>;

export interface TaxRate {
  id: number;
  name: string;
  /** Percent, up to three decimals: 8.875. */
  percentage: number;
  is_default: boolean;
}

/** A category's tax rule as the settings show it; `rate_id` is set only for `rule: "rate"`. */
export interface CategoryTaxSetting {
  category_id: number;
  category_name: string;
  rule: CategoryTaxRule;
  rate_id: number | null;
}

/** `GET /tax/rates` (staff): the rates, by name, and every category's rule. */
export interface TaxSettings {
  rates: TaxRate[];
  categories: CategoryTaxSetting[];
}

export interface TaxRateResponse {
  rate: TaxRate;
}

export interface CategoryTaxResponse {
  category: CategoryTaxSetting;
}
