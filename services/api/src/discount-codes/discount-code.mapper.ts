import { centsToDollars, type DiscountCode as DiscountCodeBody } from '@shop/contracts';
import type { DiscountCode } from './discount-code.entity';

/** The one way a discount code leaves the API (docs/product/api.md#discount-codes). */
export function toDiscountCodeBody(code: DiscountCode): DiscountCodeBody {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value:
      code.kind === 'percent' ? (code.percentOff ?? 0) : centsToDollars(code.amountOffCents ?? 0),
    min_spend: centsToDollars(code.minSpendCents),
    starts_on: code.startsOn,
    ends_on: code.endsOn,
    max_uses: code.maxUses,
    max_uses_per_customer: code.maxUsesPerCustomer,
    is_active: code.isActive,
    uses: code.uses,
    created_at: code.createdAt.toISOString(),
  };
}
