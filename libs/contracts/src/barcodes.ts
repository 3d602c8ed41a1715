// A variant's barcode (docs/product/catalogue.md#barcodes).

/**
 * Whether `code` is a valid GTIN the shop accepts: EAN-13 or UPC-A (12 digits), with its check
 * digit (GS1: weights 3 and 1 from the right, excluding the check digit).
 */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{12}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits
    .reverse()
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export const BARCODE_INVALID = 'barcode must be an EAN-13 or UPC-A code with a valid check digit';
