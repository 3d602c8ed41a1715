import {
  centsToDollars,
  dollarsToCents,
  lineTotalCents,
  parseMoney,
  sumCents,
} from '@shop/contracts';

/** A line of the cart or the till: a product's price in the API's dollars, and how many. */
export interface PricedLine {
  selling_price: number;
  quantity: number;
}

const lineCents = (line: PricedLine) =>
  lineTotalCents(dollarsToCents(line.selling_price), line.quantity);

/** A line's total in dollars, worked out in cents by the money module (libs/contracts/src/money.ts). */
export const lineTotal = (line: PricedLine): number => centsToDollars(lineCents(line));

/** The lines' total in dollars: each line in cents, summed, then dollars. */
export const linesTotal = (lines: readonly PricedLine[]): number =>
  centsToDollars(sumCents(lines.map(lineCents)));

/** Whether a line restored from storage can be priced: whole pieces at a price in cents. */
export function isPriceableLine(line: object): boolean {
  const { quantity, selling_price } = line as Partial<PricedLine>;
  return (
    typeof quantity === 'number' &&
    Number.isSafeInteger(quantity) &&
    quantity > 0 &&
    typeof selling_price === 'number' &&
    parseMoney(selling_price).ok
  );
}
