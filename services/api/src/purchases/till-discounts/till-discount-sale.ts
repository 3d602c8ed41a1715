import {
  centsToDollars,
  discountReasonText,
  formatCents,
  type DiscountReason,
  type TillDiscount,
} from '@shop/contracts';
import type { Approval } from '../../auth/approval';
import type { NewAuditEntry } from '../../audit/audit-entry.entity';
import type { TillDiscounts } from '../pricing/till-discount-rule';

/** What a sale keeps of its till discount on the whole sale (purchase.entity.ts). */
export interface SaleDiscountFields {
  saleDiscountCents: number;
  saleDiscountReason: DiscountReason | null;
  saleDiscountNote: string | null;
  discountApprovedById: number | null;
}

export const NO_SALE_DISCOUNT: SaleDiscountFields = {
  saleDiscountCents: 0,
  saleDiscountReason: null,
  saleDiscountNote: null,
  discountApprovedById: null,
};

/** The sale's own discount as priced (`orderDiscountCents`), its reason, and its approver. */
export function saleDiscountFields(
  discounts: TillDiscounts | null,
  orderDiscountCents: number,
  approval: Approval | null,
): SaleDiscountFields {
  if (!discounts) return NO_SALE_DISCOUNT;
  return {
    saleDiscountCents: discounts.sale ? orderDiscountCents : 0,
    saleDiscountReason: discounts.sale?.reason ?? null,
    saleDiscountNote: discounts.sale?.note ?? null,
    discountApprovedById: approval?.approverId ?? null,
  };
}

/** Each priced line with the reason and note of its own discount (null without one). */
export function withLineReasons<Line extends { discountCents: number }>(
  lines: readonly Line[],
  discounts: TillDiscounts | null,
): (Line & { discountReason: DiscountReason | null; discountNote: string | null })[] {
  return lines.map((line, index) => {
    const given = line.discountCents > 0 ? (discounts?.lines[index] ?? null) : null;
    return { ...line, discountReason: given?.reason ?? null, discountNote: given?.note ?? null };
  });
}

const described = (discount: TillDiscount, cents: number) =>
  `${formatCents(cents)}${discount.kind === 'percent' ? ` (${discount.value} %)` : ''} off` +
  ` (${discountReasonText(discount.reason, discount.note)})`;

/**
 * The audit entry of a sale's till discounts (docs/product/audit.md#what-is-recorded): kind
 * `drawer`, the till's own (as held sales: the `audit_entry` enum is left alone), naming the
 * cashier who gave them and the approver when one was needed.
 */
export function tillDiscountAudit(
  actor: { id: number; username: string },
  sale: {
    id: number;
    items: readonly { discountCents: number; product: { name: string } }[];
    saleDiscountCents: number;
  },
  discounts: TillDiscounts,
  approval: Approval | null,
): NewAuditEntry {
  const parts = sale.items.flatMap((item, index) => {
    const given = discounts.lines[index];
    return given && item.discountCents > 0
      ? [`${described(given, item.discountCents)} ${item.product.name}`]
      : [];
  });
  if (discounts.sale && sale.saleDiscountCents > 0)
    parts.push(`${described(discounts.sale, sale.saleDiscountCents)} the sale`);
  return {
    actor,
    approvedBy: approval?.approverUsername ?? null,
    kind: 'drawer',
    subject: `purchase:${sale.id}`,
    summary: `Gave discounts on sale #${sale.id}: ${parts.join('; ')}`,
    before: null,
    after: {
      line_discounts: sale.items.map((item) => centsToDollars(item.discountCents)),
      sale_discount: centsToDollars(sale.saleDiscountCents),
    },
  };
}
