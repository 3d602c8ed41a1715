import {
  divideCents,
  dollarsToCents,
  paidLineCents,
  sumCents,
  tillReturnSchema,
  type PaymentMethod,
  type Purchase,
  type PurchaseItem,
  type ReturnDisposition,
  type ReturnReason,
  type TillReturnBody,
} from '@shop/contracts';

/** What the cashier has chosen for one line of the sale. */
export interface LineChoice {
  quantity: number;
  reason: ReturnReason;
  note: string;
  disposition: ReturnDisposition;
}

/** The choices per purchase item id. */
export type ReturnChoices = Record<number, LineChoice>;

export const NO_CHOICE: LineChoice = {
  quantity: 0,
  reason: 'wrong_size',
  note: '',
  disposition: 'restock',
};

/**
 * Units of a line that may still come back: sold minus those returned or asked back already
 * (docs/product/point-of-sale.md#returns-and-exchanges).
 */
export function remainingOf(purchase: Purchase, item: PurchaseItem): number {
  return Math.max(0, item.quantity - (purchase.returned_quantities?.[item.id] ?? 0));
}

/**
 * The line's amount tax included, in cents: what its units paid, its discounts taken off as the
 * server takes them (`paidLineCents`, the share of the order's discount the line keeps).
 */
function paidCents(item: PurchaseItem): number {
  const paid = paidLineCents({
    totalPriceCents: dollarsToCents(item.total_price),
    discountCents: dollarsToCents(item.discount_amount),
    orderDiscountCents: dollarsToCents(item.order_discount_share),
  });
  return paid + dollarsToCents(item.tax);
}

/**
 * What returning `quantity` units of a line gives back, in cents, as the server works it out
 * (`ReturnLine.amount` in the contract): the line's total and tax in proportion, the last units
 * of a line taking what the earlier returns of it left, so a line returned in parts refunds
 * exactly what it paid.
 */
export function lineRefundCents(purchase: Purchase, item: PurchaseItem, quantity: number): number {
  if (quantity <= 0) return 0;
  if (quantity >= remainingOf(purchase, item)) {
    const earlier = (purchase.returns ?? [])
      .filter((taken) => taken.status !== 'rejected')
      .flatMap((taken) => taken.lines)
      .filter((line) => line.purchase_item_id === item.id)
      .map((line) => dollarsToCents(line.amount));
    return paidCents(item) - sumCents(earlier);
  }
  return divideCents(paidCents(item) * quantity, item.quantity);
}

/** The chosen lines' refund, in cents. */
export function refundCents(purchase: Purchase, choices: ReturnChoices): number {
  return sumCents(
    purchase.items.map((item) => lineRefundCents(purchase, item, choices[item.id]?.quantity ?? 0)),
  );
}

/** The exchange's items and how the customer pays a balance in the shop's favour. */
export interface ExchangeChoice {
  items: readonly { id: number; quantity: number }[];
  /** Only when the customer pays the difference. */
  payment_method?: PaymentMethod;
  amount_tendered?: number | null;
}

/**
 * The `POST /returns/` body (docs/product/api.md, `tillReturnSchema`): the till's register, whose
 * open drawer session takes the return (docs/product/registers.md#returns-at-the-till), the chosen lines in the
 * sale's order, a note only when written, the exchange's items and payment when there are any.
 * Built in one fixed order, so the same return gives the same body and reuses its key.
 */
export function tillReturnBody(
  purchase: Purchase,
  registerId: number,
  receipt: boolean,
  choices: ReturnChoices,
  exchange: ExchangeChoice,
): TillReturnBody {
  const lines = purchase.items
    .filter((item) => (choices[item.id]?.quantity ?? 0) > 0)
    .map((item) => {
      const { quantity, reason, note, disposition } = choices[item.id]!;
      const text = note.trim();
      return {
        purchase_item_id: item.id,
        quantity,
        reason,
        ...(text ? { note: text } : {}),
        disposition,
      };
    });
  const body: TillReturnBody = {
    purchase_id: purchase.id,
    register_id: registerId,
    receipt,
    lines,
  };
  if (exchange.items.length)
    body.exchange_items = exchange.items.map(({ id, quantity }) => ({ product_id: id, quantity }));
  if (exchange.payment_method) body.payment_method = exchange.payment_method;
  if (exchange.amount_tendered != null) body.amount_tendered = exchange.amount_tendered;
  return body;
}

/**
 * The contract's words for what is wrong with the chosen lines, per purchase item id: "other"
 * without a note, say. Nothing chosen is not a fault here: the confirm button waits for a line.
 */
export function lineProblems(body: TillReturnBody): Record<number, string> {
  const parsed = tillReturnSchema.safeParse(body);
  const problems: Record<number, string> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const [field, at] = issue.path;
    const line = field === 'lines' && typeof at === 'number' ? body.lines[at] : undefined;
    if (line) problems[line.purchase_item_id] ??= issue.message;
  }
  return problems;
}
