/**
 * The label stock the shop prints on (docs/product/catalogue.md#labels): a sheet of 30 on Letter
 * (Avery 5160 size), a sheet of 24 on A4, or one 2 × 1 inch label per page on a label printer.
 * Sizes are CSS lengths, so the browser's print puts each label where the stock has it.
 */
export interface LabelLayout {
  title: string;
  /** The CSS `@page` size. */
  page: string;
  /** Space around the grid on the page. */
  margin: string;
  columns: number;
  rows: number;
  width: string;
  height: string;
  columnGap: string;
}

export const LABEL_LAYOUTS = {
  letter: {
    title: 'Letter sheet, 3 × 10',
    page: 'letter',
    margin: '0.5in 0.1875in',
    columns: 3,
    rows: 10,
    width: '2.625in',
    height: '1in',
    columnGap: '0.125in',
  },
  a4: {
    title: 'A4 sheet, 3 × 8',
    page: 'A4',
    margin: '0.5mm 0',
    columns: 3,
    rows: 8,
    width: '70mm',
    height: '37mm',
    columnGap: '0',
  },
  printer: {
    title: 'Label printer, 2 × 1 inch',
    page: '2in 1in',
    margin: '0',
    columns: 1,
    rows: 1,
    width: '2in',
    height: '1in',
    columnGap: '0',
  },
} as const satisfies Record<string, LabelLayout>;

export type LabelLayoutName = keyof typeof LABEL_LAYOUTS;

export const isLabelLayoutName = (name: string | null): name is LabelLayoutName =>
  name !== null && Object.hasOwn(LABEL_LAYOUTS, name);
