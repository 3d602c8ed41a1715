import { CATALOGUE_CSV_MAX_BYTES, MONEY_INPUT_ERRORS } from '@shop/contracts';
import { parseCatalogueCsv, type ParsedCatalogueCsv } from './parse-catalogue-csv';

const HEADER = 'style_code,name,brand,category,sku,size,color,selling_price,cost_price';
const row = (overrides: Partial<Record<string, string>> = {}) => {
  const cells = {
    style_code: 'ZEN',
    name: 'Zen Leggings',
    brand: 'Flow',
    category: 'leggings',
    sku: 'ZEN-BLK-M',
    size: 'M',
    color: 'Black',
    selling_price: '49.99',
    cost_price: '20',
    ...overrides,
  };
  return Object.values(cells).join(',');
};
const bytes = (text: string) => new TextEncoder().encode(text);
const parsed = (text: string) => {
  const result = parseCatalogueCsv(bytes(text));
  if ('refused' in result) throw new Error(`refused: ${result.refused.message}`);
  return result;
};
const refusal = (result: ParsedCatalogueCsv) => ('refused' in result ? result.refused : null);
const reasonsAt = (text: string) => parsed(text).errors.map((e) => `${e.line}: ${e.reason}`);

describe('parseCatalogueCsv: the whole file', () => {
  it('reads typed rows with their lines, the header being line 1', () => {
    const result = parsed(`${HEADER}\n${row()}\n${row({ sku: 'ZEN-BLK-L', size: 'L' })}\n`);
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(2);
    expect(result.rows[0]).toMatchObject({
      line: 2,
      style_code: 'ZEN',
      category: 'leggings',
      sku: 'ZEN-BLK-M',
      size: 'M',
      color: 'Black',
      selling_price_cents: 4999,
      cost_price_cents: 2000,
      barcode: undefined,
      tags: undefined,
    });
    expect(result.rows[1]!.line).toBe(3);
  });

  it('takes a UTF-8 byte order mark and Windows line ends', () => {
    const result = parsed(`\uFEFF${HEADER}\r\n${row({ name: 'Zen Légère' })}\r\n`);
    expect(result.rows[0]).toMatchObject({ line: 2, style_code: 'ZEN', name: 'Zen Légère' });
  });

  it('counts the lines of a quoted cell with line breaks', () => {
    const text = `${HEADER},description\n${row()},"two\r\nlines\nhere"\n\n${row({ sku: 'X', size: 'Q' })},\n`;
    expect(reasonsAt(text)).toEqual([`6: size must be one of XS, S, M, L, XL, XXL`]);
    expect(parsed(text).rows[0]!.description).toBe('two\r\nlines\nhere');
  });

  it('refuses a file that is not UTF-8, such as Latin-1', () => {
    const latin1 = Uint8Array.from([...bytes(`${HEADER}\n${row({ name: 'Caf' })}`), 0xe9]);
    expect(refusal(parseCatalogueCsv(latin1))).toEqual({
      status: 400,
      message: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
    });
  });

  it('refuses a file above the size limit with 413', () => {
    const big = new Uint8Array(CATALOGUE_CSV_MAX_BYTES + 1).fill(0x41);
    expect(refusal(parseCatalogueCsv(big))?.status).toBe(413);
  });

  it('names the required columns that are missing', () => {
    expect(refusal(parseCatalogueCsv(bytes('style_code,name,brand,sku\nA,B,C,D\n')))).toEqual({
      status: 400,
      message: 'Missing required columns: category, size, color, selling_price, cost_price.',
    });
  });

  it('refuses unknown columns by name, so a misspelt column is never dropped silently', () => {
    expect(refusal(parseCatalogueCsv(bytes(`${HEADER},barcodes\n${row()},1\n`)))?.message).toMatch(
      /^Unknown columns: barcodes\. The columns are style_code, name,/,
    );
  });

  it('refuses a column named twice', () => {
    expect(refusal(parseCatalogueCsv(bytes(`${HEADER},SKU\n${row()},x\n`)))?.message).toBe(
      'Columns named twice: sku.',
    );
  });

  it.each([
    ['an empty file', '', 'The file is empty: it needs a header row.'],
    ['a header alone', `${HEADER}\n\n`, 'The file has no rows below its header.'],
  ])('refuses %s', (_, text, message) => {
    expect(refusal(parseCatalogueCsv(bytes(text)))?.message).toBe(message);
  });

  it('refuses unbalanced quotes', () => {
    const result = parseCatalogueCsv(bytes(`${HEADER}\n${row({ name: '"Zen' })}\n`));
    expect(refusal(result)?.message).toMatch(/^The file is not valid CSV: Quote Not Closed/);
  });
});

describe('parseCatalogueCsv: each row', () => {
  it.each([
    [{ size: 'XXXL' }, 'size must be one of XS, S, M, L, XL, XXL'],
    [{ color: 'Teal' }, 'color must be one of Black, White, Red, Blue, Green, Gray, Navy, Pink'],
    [{ selling_price: '49.999' }, `selling_price: ${MONEY_INPUT_ERRORS.tooManyDecimals}`],
    [{ cost_price: '-3' }, `cost_price: ${MONEY_INPUT_ERRORS.negative}`],
    [{ cost_price: 'cheap' }, `cost_price: ${MONEY_INPUT_ERRORS.notAnAmount}`],
    [{ selling_price: '0' }, 'selling_price must be greater than 0'],
    [{ selling_price: '' }, 'selling_price is required'],
    [{ name: ' ' }, 'Name is required'],
    [{ category: '' }, 'category is required'],
    [{ style_code: 'zen leggings' }, 'style_code must be 1 to 40 letters, digits or dashes'],
  ])('refuses %p', (cells, reason) => {
    expect(reasonsAt(`${HEADER}\n${row(cells)}\n`)).toEqual([`2: ${reason}`]);
  });

  it('gives every reason of a row', () => {
    expect(reasonsAt(`${HEADER}\n${row({ size: 'Q', color: 'Teal' })}\n`)).toHaveLength(2);
  });

  it('checks barcodes, levels, stock and status', () => {
    const header = `${HEADER},barcode,minimum_stock_level,maximum_stock_level,quantity_in_stock,status`;
    const text = [
      header,
      `${row()},4006381333932,,,,`,
      `${row({ sku: 'B' })},,ten,,,`,
      `${row({ sku: 'C' })},,,,-1,`,
      `${row({ sku: 'D' })},,,,,gone`,
      `${row({ sku: 'E' })},,20,5,,`,
    ].join('\n');
    expect(reasonsAt(text)).toEqual([
      '2: barcode must be an EAN-13 or UPC-A code with a valid check digit',
      '3: minimum_stock_level must be a whole number of 0 or more',
      '4: quantity_in_stock must be a whole number of 0 or more',
      '5: status must be active or archived',
      '6: minimum_stock_level must not be above maximum_stock_level',
    ]);
  });

  it('reads the optional columns: tags on |, blank barcode and supplier as none', () => {
    const header = `${HEADER},tags,barcode,supplier,status,quantity_in_stock`;
    const [read] = parsed(`${header}\n${row()},summer | 2025 ||,,,Archived,\n`).rows;
    expect(read).toMatchObject({ tags: ['summer', '2025'], barcode: null, supplier: null });
    expect(read).toMatchObject({ is_active: false });
  });

  it('refuses a row whose cell count differs from the header', () => {
    expect(reasonsAt(`${HEADER}\n${row()},extra\n`)).toEqual([
      '2: the row has 10 cells, the header 9',
    ]);
  });

  it('takes off the apostrophe the export puts before a formula-like cell', () => {
    expect(parsed(`${HEADER}\n${row({ name: "'=Zen" })}\n`).rows[0]!.name).toBe('=Zen');
    expect(parsed(`${HEADER}\n${row({ name: "'Zen" })}\n`).rows[0]!.name).toBe("'Zen");
  });
});

describe('parseCatalogueCsv: across rows', () => {
  it('refuses the later of two rows with one SKU, whatever its case', () => {
    const text = `${HEADER}\n${row()}\n${row({ sku: 'zen-blk-m', size: 'L' })}\n`;
    expect(reasonsAt(text)).toEqual(['3: SKU zen-blk-m is also on line 2']);
    expect(parsed(text).rows.map((r) => r.line)).toEqual([2]);
  });

  it('refuses a barcode twice, and a size and colour twice in one style', () => {
    const header = `${HEADER},barcode`;
    const text = [
      header,
      `${row()},4006381333931`,
      `${row({ sku: 'B', size: 'L' })},4006381333931`,
      `${row({ sku: 'C' })},`,
    ].join('\n');
    expect(reasonsAt(text)).toEqual([
      '3: barcode 4006381333931 is also on line 2',
      '4: style ZEN has Black M on line 2 already',
    ]);
  });

  it('refuses rows of one style that disagree on its fields', () => {
    const text = `${HEADER}\n${row()}\n${row({ sku: 'B', size: 'L', brand: 'Other', category: 'Tops' })}\n`;
    expect(reasonsAt(text)).toEqual(['3: style ZEN has a different brand, category on line 2']);
  });

  it('compares category names without case, as categories are kept', () => {
    const text = `${HEADER}\n${row()}\n${row({ sku: 'B', size: 'L', category: 'Leggings' })}\n`;
    expect(parsed(text).errors).toEqual([]);
  });
});
