import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money';
import { PRICE_MAX } from './product-write';

/**
 * Bodies of the staff inventory calls, shared by the API and the back-office forms
 * so both say the same words (docs/product/roles-and-rules.md#validation-rules). Stock itself only
 * changes by restock and adjust, so every change lands in the stock history.
 */

/** The highest minimum or maximum level a record may have. */
export const STOCK_LEVEL_MAX = 1_000_000;
/** The most pieces one restock or adjustment may move. */
export const STOCK_CHANGE_MAX = 100_000;
export const STOCK_NOTE_MAX = 500;
/**
 * The levels a new shop's settings start with (docs/product/settings.md#stock-defaults); a record
 * created without its own takes the settings' defaults.
 */
export const DEFAULT_STOCK_LEVELS = { minimum: 10, maximum: 80 } as const;

/** Why staff corrected a count; `other` needs a note. */
export const ADJUSTMENT_REASONS = [
  'damaged',
  'lost',
  'found',
  'count_correction',
  'returned_by_customer',
  'other',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Readonly<Record<AdjustmentReason, string>> = {
  damaged: 'Damaged',
  lost: 'Lost',
  found: 'Found',
  count_correction: 'Count correction',
  returned_by_customer: 'Returned by customer',
  other: 'Other',
};

export const RESTOCK_QUANTITY_ERROR = 'Quantity must be a whole number of at least 1';
export const SET_QUANTITY_ERROR =
  'The quantity in stock cannot be set directly: use restock or adjust';
export const LEVELS_ORDER_ERROR = 'Minimum stock level cannot be above the maximum stock level';
export const NOTE_REQUIRED_ERROR = 'A note is required when the reason is other';

/** A body that must be a JSON object with no fields beyond `shape`'s. */
const strictBody = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Request body must be a JSON object',
  });

const wholeNumber = (error: string, min: number, max: number) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const level = (label: string) =>
  wholeNumber(`${label} must be a whole number from 0 to ${STOCK_LEVEL_MAX}`, 0, STOCK_LEVEL_MAX);

const note = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: 'Note must be text' })
    .trim()
    .max(STOCK_NOTE_MAX, { error: `Note must be at most ${STOCK_NOTE_MAX} characters` })
    .nullish(),
);

const positiveId = (field: string) => {
  const error = `${field} must be a positive integer`;
  return z.number({ error }).int({ error }).positive({ error });
};

const bothLevelsInOrder = (body: { minimum_stock_level?: number; maximum_stock_level?: number }) =>
  body.minimum_stock_level === undefined ||
  body.maximum_stock_level === undefined ||
  body.minimum_stock_level <= body.maximum_stock_level;

/**
 * `PUT /inventory/{product_id}`: the levels, either or both. The quantity is refused
 * with a pointer to restock and adjust; other unknown fields are ignored, so a
 * client that sends back the whole record only has to leave the quantity out.
 */
export const inventoryLevelsSchema = z
  .object({
    quantity_in_stock: z.never({ error: SET_QUANTITY_ERROR }).optional(),
    minimum_stock_level: level('Minimum stock level').optional(),
    maximum_stock_level: level('Maximum stock level').optional(),
  })
  .refine(
    (body) => body.minimum_stock_level !== undefined || body.maximum_stock_level !== undefined,
    { error: 'Nothing to update: send minimum_stock_level or maximum_stock_level' },
  )
  .refine(bothLevelsInOrder, { error: LEVELS_ORDER_ERROR, path: ['minimum_stock_level'] });
export type InventoryLevelsBody = z.input<typeof inventoryLevelsSchema>;
export type InventoryLevels = z.output<typeof inventoryLevelsSchema>;

/** `POST /inventory/`: a record for a product that has none, with optional opening stock. */
export const inventoryCreateSchema = z
  .object({
    product_id: positiveId('product_id'),
    quantity_in_stock: wholeNumber(
      `Opening stock must be a whole number from 0 to ${STOCK_CHANGE_MAX}`,
      0,
      STOCK_CHANGE_MAX,
    ).default(0),
    // Absent: the store settings' defaults, filled in by the API.
    minimum_stock_level: level('Minimum stock level').optional(),
    maximum_stock_level: level('Maximum stock level').optional(),
  })
  .refine(bothLevelsInOrder, { error: LEVELS_ORDER_ERROR, path: ['minimum_stock_level'] });
export type InventoryCreateBody = z.input<typeof inventoryCreateSchema>;
export type InventoryCreate = z.output<typeof inventoryCreateSchema>;

/**
 * `POST /inventory/{product_id}/restock`. With `unit_cost` (dollars) the product's
 * cost price becomes the weighted average of the stock on hand and the goods received.
 */
export const restockSchema = strictBody({
  quantity: wholeNumber(RESTOCK_QUANTITY_ERROR, 1, STOCK_CHANGE_MAX),
  unit_cost: z
    .number({ error: 'Unit cost must be a number' })
    .positive({ error: 'Unit cost must be greater than 0' })
    .max(PRICE_MAX, { error: `Unit cost must be at most ${PRICE_MAX}` })
    .refine(hasAtMostTwoDecimals, { error: 'Unit cost must have at most two decimals' })
    .nullish(),
  supplier_id: positiveId('supplier_id').nullish(),
  note,
});
export type RestockBody = z.input<typeof restockSchema>;
export type Restock = z.output<typeof restockSchema>;

const quantityChangeError = 'Quantity change must be a non-zero whole number';

/** `POST /inventory/{product_id}/adjust`: a correction of the count, with its reason. */
export const adjustStockSchema = strictBody({
  quantity_change: z
    .number({ error: quantityChangeError })
    .int({ error: quantityChangeError })
    .refine((change) => change !== 0, { error: quantityChangeError, abort: true })
    .refine((change) => Math.abs(change) <= STOCK_CHANGE_MAX, {
      error: `Quantity change must be between -${STOCK_CHANGE_MAX} and ${STOCK_CHANGE_MAX}`,
    }),
  reason: z.enum(ADJUSTMENT_REASONS, {
    error: `Reason must be one of ${ADJUSTMENT_REASONS.join(', ')}`,
  }),
  note,
}).refine((body) => body.reason !== 'other' || Boolean(body.note), {
  error: NOTE_REQUIRED_ERROR,
  path: ['note'],
});
export type AdjustStockBody = z.input<typeof adjustStockSchema>;
export type AdjustStock = z.output<typeof adjustStockSchema>;
