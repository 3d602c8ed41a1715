import { COLORS, SIZES, variantSku, type Color, type Size } from '@shop/contracts';

export interface MatrixCell {
  size: Size;
  color: Color;
  sku: string;
}

/**
 * Every size × colour pair not yet taken, in colour then size order, with its SKU from the
 * style's pattern (docs/product/catalogue.md#variants-and-skus). Repeated sizes or colours count once.
 */
export function matrixCells(
  pattern: string,
  styleCode: string,
  sizes: readonly Size[],
  colors: readonly Color[],
  taken: readonly { size: Size; color: Color }[] = [],
): MatrixCell[] {
  const cells: MatrixCell[] = [];
  for (const color of COLORS.filter((c) => colors.includes(c)))
    for (const size of SIZES.filter((s) => sizes.includes(s)))
      if (!taken.some((t) => t.size === size && t.color === color))
        cells.push({ size, color, sku: variantSku(pattern, styleCode, color, size) });
  return cells;
}
