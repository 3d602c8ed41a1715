import { useId, useState } from 'react';
import { z } from 'zod';
import {
  PERMISSION_LABELS,
  PERMISSIONS,
  rolePermissionsUpdateSchema,
  type Permission,
  type RolePermissions,
} from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Checkbox, useZodForm } from '@shop/ui/forms';
import { countOf, NumberField } from '../inventory/number-field';
import { useUpdateStaffRoleMutation } from './staff.api';

/** The limit typed, as the contract's number: its message says what is wrong with it. */
const limitForm = z
  .object({ discount_limit_percent: z.string() })
  .transform(({ discount_limit_percent }) => ({
    discount_limit_percent: countOf(discount_limit_percent),
  }))
  .pipe(rolePermissionsUpdateSchema.pick({ discount_limit_percent: true }));

/**
 * The staff role's set (docs/product/staff.md#roles-and-permissions): a box per permission and
 * the discount limit; Save sends the whole set, which then applies to every staff account at its
 * next request.
 */
export function RolePermissionsForm({ role }: { role: RolePermissions }) {
  const formId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(new Set(role.permissions));
  const form = useZodForm(limitForm, {
    discount_limit_percent: String(role.discount_limit_percent),
  });
  const [update, { isLoading, error, reset }] = useUpdateStaffRoleMutation();
  const limit = form.field('discount_limit_percent');

  function toggle(permission: Permission, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(permission);
    else next.delete(permission);
    setChosen(next);
    reset();
  }

  async function save({ discount_limit_percent }: { discount_limit_percent: number }) {
    // In the contract's order, so the set reads the same wherever it is shown.
    const permissions = PERMISSIONS.filter((permission) => chosen.has(permission));
    const saved = await update({ permissions, discount_limit_percent })
      .unwrap()
      .catch(() => null);
    if (saved) showToast('Saved the staff role');
  }

  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(save)}>
      <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${tokens.space.lg}px` }}>
        <legend style={{ fontWeight: 600, marginBottom: tokens.space.sm }}>
          What staff may do
        </legend>
        <div style={{ display: 'grid', gap: tokens.space.xs }}>
          {PERMISSIONS.map((permission) => (
            <Checkbox
              key={permission}
              checked={chosen.has(permission)}
              onChange={(event) => toggle(permission, event.target.checked)}
            >
              {PERMISSION_LABELS[permission]}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <NumberField
        {...limit}
        onChange={(text) => {
          limit.onChange(text);
          reset();
        }}
        label="Discount limit (%)"
        hint="the largest discount given without an approval"
        min={0}
        max={100}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'Saving the staff role failed. Please try again.')}
          style={{ marginBottom: tokens.space.md }}
        />
      )}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save
      </Button>
    </form>
  );
}
