import { useState } from 'react';
import { formatPrice } from '@shop/ui';
import type { DiscountCode } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert } from '@shop/ui/forms';
import { useUpdateDiscountCodeMutation } from './discount-codes.api';

const offText = (code: DiscountCode) =>
  code.kind === 'percent' ? `${code.value}% off` : `${formatPrice(code.value)} off`;

function termsText(code: DiscountCode): string {
  const terms = [offText(code)];
  if (code.min_spend > 0) terms.push(`min. ${formatPrice(code.min_spend)}`);
  if (code.starts_on || code.ends_on)
    terms.push(`${code.starts_on ?? 'any day'} to ${code.ends_on ?? 'no end'}`);
  return terms.join(' · ');
}

const usesText = (code: DiscountCode) =>
  `Used ${code.uses}${code.max_uses === null ? '' : ` of ${code.max_uses}`}` +
  (code.max_uses_per_customer === null ? '' : ` · ${code.max_uses_per_customer} per customer`);

/** The codes, by code: terms, uses, and Edit and Deactivate (or Reactivate) for each. */
export function DiscountCodesList({
  codes,
  onEdit,
}: {
  codes: readonly DiscountCode[];
  onEdit: (code: DiscountCode) => void;
}) {
  const [update] = useUpdateDiscountCodeMutation();
  const [failure, setFailure] = useState('');

  async function toggle(code: DiscountCode) {
    setFailure('');
    try {
      await update({ id: code.id, is_active: !code.is_active }).unwrap();
      showToast(`${code.code} ${code.is_active ? 'deactivated' : 'reactivated'}`);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The change failed. Please try again.'));
    }
  }

  if (codes.length === 0) return <Text muted>No discount codes yet.</Text>;
  return (
    <>
      {failure && <Alert type="error" showIcon title={failure} />}
      <ul aria-label="Discount codes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {codes.map((code) => (
          <li
            key={code.id}
            aria-label={code.code}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: tokens.space.sm,
              padding: `${tokens.space.xs}px 0`,
              borderBottom: `1px solid ${tokens.color.line}`,
            }}
          >
            <strong style={{ minWidth: 120 }}>{code.code}</strong>
            <span>{termsText(code)}</span>
            <span>{usesText(code)}</span>
            {!code.is_active && <span>Inactive</span>}
            <span style={{ marginInlineStart: 'auto', display: 'flex', gap: tokens.space.xs }}>
              <Button aria-label={`Edit ${code.code}`} onClick={() => onEdit(code)}>
                Edit
              </Button>
              <Button
                aria-label={`${code.is_active ? 'Deactivate' : 'Reactivate'} ${code.code}`}
                onClick={() => void toggle(code)}
              >
                {code.is_active ? 'Deactivate' : 'Reactivate'}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
