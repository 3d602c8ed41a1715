import { z } from 'zod';
import {
  centsToDollars,
  DEFAULT_SKU_PATTERN,
  parseMoney,
  styleCreateSchema,
  styleUpdateSchema,
  type StaffStyle,
} from '@shop/contracts';
import { countOf } from '../inventory/number-field';

/**
 * An amount typed in dollars, as the contract's number, or NaN so that the contract's own
 * message says what is wrong ("selling_price must be a number").
 */
export function dollarsOf(text: string): number {
  const parsed = parseMoney(text);
  return parsed.ok ? centsToDollars(parsed.cents) : Number.NaN;
}

const text = z.string();
const styleText = {
  name: text,
  brand: text,
  description: text,
  category_id: text,
  supplier_id: text,
  tags: text,
  style_code: text,
  sku_pattern: text,
};

type StyleText = { [K in keyof typeof styleText]: string };

const editBody = styleUpdateSchema.required({
  name: true,
  brand: true,
  category_id: true,
  style_code: true,
});
const createBody = styleCreateSchema.omit({ sizes: true, colors: true, pictures: true });

/** The style's own fields as the API takes them: tags are typed comma-separated. */
function styleBody(values: StyleText): z.input<typeof editBody> {
  return {
    ...values,
    // Nothing picked is no id: the contract says so in its words.
    category_id: values.category_id ? Number(values.category_id) : Number.NaN,
    supplier_id: values.supplier_id ? Number(values.supplier_id) : null,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

/** The editor's form of an existing style: the text fields, checked by `PATCH`'s contract. */
export const styleEditFormSchema = z.object(styleText).transform(styleBody).pipe(editBody);

/**
 * The new-style form: the style's fields and the prices and levels its variants start with,
 * checked by `POST`'s contract; the matrix and the pictures are not text and join at saving.
 */
export const styleCreateFormSchema = z
  .object({
    ...styleText,
    selling_price: text,
    cost_price: text,
    minimum_stock_level: text,
    maximum_stock_level: text,
  })
  .transform((values): z.input<typeof createBody> => ({
    ...styleBody(values),
    selling_price: dollarsOf(values.selling_price),
    cost_price: dollarsOf(values.cost_price),
    minimum_stock_level: levelOf(values.minimum_stock_level),
    maximum_stock_level: levelOf(values.maximum_stock_level),
  }))
  .pipe(createBody);

/** A level left blank is the shop's default, which the server applies (docs/product/settings.md#stock-defaults). */
function levelOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : countOf(text);
}

export type StyleTextValues = z.input<typeof styleEditFormSchema>;
export type NewStyleValues = z.input<typeof styleCreateFormSchema>;

export const NEW_STYLE_VALUES: NewStyleValues = {
  name: '',
  brand: '',
  description: '',
  category_id: '',
  supplier_id: '',
  tags: '',
  style_code: '',
  sku_pattern: DEFAULT_SKU_PATTERN,
  selling_price: '',
  cost_price: '',
  minimum_stock_level: '',
  maximum_stock_level: '',
};

/** An existing style's fields as the form shows them. */
export function styleTextValues(style: StaffStyle): StyleTextValues {
  return {
    name: style.name,
    brand: style.brand,
    description: style.description,
    category_id: String(style.category.id),
    supplier_id: style.supplier_id ? String(style.supplier_id) : '',
    tags: style.tags.join(', '),
    style_code: style.style_code,
    sku_pattern: style.sku_pattern,
  };
}
