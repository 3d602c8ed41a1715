import { useState } from 'react';
import type { TaxRate } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal } from '@shop/ui/forms';
import { useDeleteTaxRateMutation, useUpdateTaxRateMutation } from './tax.api';

/** The rates, by name: each with Edit, Make Default and Delete (after a confirmation). */
export function TaxRatesList({
  rates,
  onEdit,
}: {
  rates: readonly TaxRate[];
  onEdit: (rate: TaxRate) => void;
}) {
  const [update] = useUpdateTaxRateMutation();
  const [remove, removing] = useDeleteTaxRateMutation();
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const [failure, setFailure] = useState('');

  async function run(work: () => Promise<unknown>, done: string) {
    setFailure('');
    try {
      await work();
      showToast(done);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The change failed. Please try again.'));
    }
  }

  if (rates.length === 0) return <Text muted>No tax rates: every sale is charged $0.00 tax.</Text>;
  return (
    <>
      {failure && <Alert type="error" showIcon title={failure} />}
      <ul aria-label="Tax rates" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rates.map((rate) => (
          <li
            key={rate.id}
            aria-label={rate.name}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: tokens.space.sm,
              padding: `${tokens.space.xs}px 0`,
              borderBottom: `1px solid ${tokens.color.line}`,
            }}
          >
            <strong style={{ minWidth: 160 }}>{rate.name}</strong>
            <span style={{ minWidth: 80 }}>{rate.percentage}%</span>
            {rate.is_default && <span>Default</span>}
            <span style={{ marginInlineStart: 'auto', display: 'flex', gap: tokens.space.xs }}>
              <Button aria-label={`Edit ${rate.name}`} onClick={() => onEdit(rate)}>
                Edit
              </Button>
              {!rate.is_default && (
                <Button
                  aria-label={`Make Default: ${rate.name}`}
                  onClick={() =>
                    void run(
                      () => update({ id: rate.id, is_default: true }).unwrap(),
                      `${rate.name} is the default rate`,
                    )
                  }
                >
                  Make Default
                </Button>
              )}
              <Button danger aria-label={`Delete ${rate.name}`} onClick={() => setDeleting(rate)}>
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Modal
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        okText="Delete"
        okButtonProps={{ danger: true, loading: removing.isLoading }}
        onCancel={() => setDeleting(null)}
        onOk={() => {
          const rate = deleting!;
          setDeleting(null);
          void run(() => remove(rate.id).unwrap(), `Deleted ${rate.name}`);
        }}
      >
        Purchases already made keep the tax they were charged.
      </Modal>
    </>
  );
}
