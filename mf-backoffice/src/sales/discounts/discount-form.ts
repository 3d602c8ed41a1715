import {
  DISCOUNT_VALUE_ERROR,
  tillDiscountSchema,
  type DiscountKind,
  type DiscountReason,
  type TillDiscountInput,
} from '@shop/contracts';

/** The discount dialog's fields as typed. */
export interface DiscountDraft {
  kind: DiscountKind;
  value: string;
  reason: DiscountReason | '';
  note: string;
}

export type DiscountErrors = Partial<Record<'value' | 'reason' | 'note', string>>;

export const draftOf = (discount: TillDiscountInput | null | undefined): DiscountDraft => ({
  kind: discount?.kind ?? 'percent',
  value: discount ? String(discount.value) : '',
  reason: discount?.reason ?? '',
  note: discount?.note ?? '',
});

/** "10" or "10.5" as a number; anything else NaN, which the contract refuses with its words. */
const numberOf = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN);

/** The draft checked by the contract (the one the API checks with): the discount, or its errors. */
export function readDiscount(
  draft: DiscountDraft,
): { discount: TillDiscountInput } | { errors: DiscountErrors } {
  const checked = tillDiscountSchema.safeParse({
    kind: draft.kind,
    value: numberOf(draft.value),
    reason: draft.reason || undefined,
    note: draft.note,
  });
  if (checked.success) return { discount: { ...checked.data } };
  const errors: DiscountErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as keyof DiscountErrors;
    errors[field] ??=
      field === 'value' && draft.value.trim() === '' ? DISCOUNT_VALUE_ERROR : issue.message;
  }
  if (!draft.reason) errors.reason = 'Choose a reason for the discount';
  return { errors };
}
