import { categoryWriteSchema, productCreateSchema, productUpdateSchema } from './product-write';

const valid = {
  name: 'Flex Tee',
  brand: 'IronCore',
  sku: 'MEN-TEE-001',
  size: 'M',
  color: 'Black',
  selling_price: 19.99,
  cost_price: 8.5,
  category_id: 1,
};
const firstMessage = (
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  body: unknown,
) => schema.safeParse(body).error?.issues[0]?.message;

describe('productCreateSchema', () => {
  it('fills the optional fields', () => {
    expect(productCreateSchema.parse(valid)).toEqual({
      ...valid,
      description: '',
      image_url: undefined,
      quantity_in_stock: 0,
    });
  });

  it('names the field that is wrong', () => {
    expect(firstMessage(productCreateSchema, { ...valid, name: ' ' })).toBe('Name is required');
    expect(firstMessage(productCreateSchema, { ...valid, name: 'x'.repeat(201) })).toBe(
      'Name must be at most 200 characters',
    );
    expect(firstMessage(productCreateSchema, { ...valid, sku: 'x'.repeat(65) })).toBe(
      'SKU must be at most 64 characters',
    );
    expect(firstMessage(productCreateSchema, { ...valid, size: 'XXXL' })).toBe(
      'size must be one of XS, S, M, L, XL, XXL',
    );
    expect(firstMessage(productCreateSchema, { ...valid, color: 'black' })).toMatch(/^color must/);
    expect(firstMessage(productCreateSchema, { ...valid, selling_price: 19.999 })).toBe(
      'selling_price must have at most two decimals',
    );
    expect(firstMessage(productCreateSchema, { ...valid, cost_price: 0 })).toBe(
      'cost_price must be greater than 0',
    );
    expect(firstMessage(productCreateSchema, { ...valid, selling_price: '19.99' })).toBe(
      'selling_price must be a number',
    );
    for (const image_url of ['javascript:alert(1)', '//evil.example/x.svg', 'images/tee.svg'])
      expect(firstMessage(productCreateSchema, { ...valid, image_url })).toBe(
        'image_url must be an http(s) URL or a path on this site',
      );
    expect(firstMessage(productCreateSchema, { ...valid, quantity_in_stock: 1.5 })).toBe(
      'quantity_in_stock must be a whole number of 0 or more',
    );
  });

  it('takes an http(s) image URL or a path on this site, and blank or null as none', () => {
    for (const url of ['https://img.example.com/tee.png', '/images/products/tee-navy.svg'])
      expect(productCreateSchema.parse({ ...valid, image_url: url }).image_url).toBe(url);
    expect(productCreateSchema.parse({ ...valid, image_url: '' }).image_url).toBeNull();
    expect(productCreateSchema.parse({ ...valid, image_url: null }).image_url).toBeNull();
  });
});

describe('productUpdateSchema', () => {
  it('takes any subset of the fields and leaves the rest out', () => {
    expect(productUpdateSchema.parse({ selling_price: 25 })).toEqual({ selling_price: 25 });
    expect(productUpdateSchema.parse({})).toEqual({});
    expect(firstMessage(productUpdateSchema, { brand: '' })).toBe('Brand is required');
  });
});

describe('categoryWriteSchema', () => {
  it('stores names trimmed and lower-case', () => {
    expect(categoryWriteSchema.parse({ name: '  Kids ' })).toEqual({ name: 'kids' });
    expect(firstMessage(categoryWriteSchema, {})).toBe('Name is required');
  });
});
