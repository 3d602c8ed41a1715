import type { PaymentMethod } from '@shop/contracts';

/** A tender as the till, its receipts and the returns desk name it (docs/product/point-of-sale.md). */
export const TENDER_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
};
