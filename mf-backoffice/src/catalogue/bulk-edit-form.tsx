import { useState } from 'react';
import { variantBulkUpdateSchema } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Input } from '@shop/ui/forms';
import { countOf } from '../inventory/number-field';
import { useUpdateVariantsMutation } from './catalogue.api';
import { dollarsOf } from './style-form';

const FIELDS = [
  { name: 'selling_price', label: 'Price', read: dollarsOf },
  { name: 'cost_price', label: 'Cost', read: dollarsOf },
  { name: 'minimum_stock_level', label: 'Min', read: (text: string) => countOf(text) },
  { name: 'maximum_stock_level', label: 'Max', read: (text: string) => countOf(text) },
] as const;
type Name = (typeof FIELDS)[number]['name'];

/**
 * The same price, cost, minimum or maximum for every selected variant at once
 * (`PATCH /catalogue/variants`); a field left blank is left as each variant has it.
 */
export function BulkEditForm({
  styleId,
  ids,
  onDone,
}: {
  styleId: number;
  ids: number[];
  onDone: () => void;
}) {
  const [values, setValues] = useState<Record<Name, string>>({
    selling_price: '',
    cost_price: '',
    minimum_stock_level: '',
    maximum_stock_level: '',
  });
  const [failure, setFailure] = useState('');
  const [updateVariants, { isLoading }] = useUpdateVariantsMutation();

  async function apply() {
    const body: Record<string, unknown> = { ids };
    for (const { name, read } of FIELDS) if (values[name].trim()) body[name] = read(values[name]);
    const parsed = variantBulkUpdateSchema.safeParse(body);
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? 'Check the values');
    if (Object.keys(parsed.data).length === 1) return setFailure('Enter at least one value to set');
    setFailure('');
    try {
      await updateVariants({ styleId, ...parsed.data }).unwrap();
      showToast(`Updated ${ids.length} variants`);
      onDone();
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Updating the variants failed. Please try again.'));
    }
  }

  return (
    <form
      aria-label="Change selected variants"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'end',
        gap: tokens.space.sm,
        margin: `${tokens.space.md}px 0`,
      }}
    >
      <strong>{ids.length} selected:</strong>
      {FIELDS.map(({ name, label }) => (
        <label key={name} style={{ display: 'grid' }}>
          {label}
          <Input
            value={values[name]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [name]: event.target.value }))
            }
            style={{ width: 110 }}
          />
        </label>
      ))}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Apply to selected
      </Button>
      {failure && <Alert type="error" showIcon title={failure} style={{ flexBasis: '100%' }} />}
    </form>
  );
}
