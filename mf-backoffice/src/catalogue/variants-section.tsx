import { useState } from 'react';
import type { StaffStyle, StaffVariant } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { ButtonLink, showToast } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { TitledCard } from '@shop/ui/data';
import { Alert } from '@shop/ui/forms';
import { useDialog } from '../use-dialog';
import { AddVariantsForm } from './add-variants-form';
import { BulkEditForm } from './bulk-edit-form';
import { useDeleteVariantMutation, useUpdateVariantMutation } from './catalogue.api';
import { VariantEditDialog } from './variant-edit-dialog';
import { VariantsTable } from './variants-table';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : null;

/**
 * The style's variants (docs/product/catalogue.md#back-office-catalogue): edit one, change several
 * at once, add sizes or colours, delete one without history; the server refuses to delete one with
 * sales or movements (409), and the screen offers to archive it instead.
 */
export function VariantsSection({ style }: { style: StaffStyle }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [refused, setRefused] = useState<{ variant: StaffVariant; message: string } | null>(null);
  const [failure, setFailure] = useState('');
  const [remove] = useDeleteVariantMutation();
  const [update] = useUpdateVariantMutation();
  const { dialog, show, controls } = useDialog<StaffVariant>();
  const ids = style.variants.filter((each) => selected.has(each.id)).map((each) => each.id);

  async function deleteVariant(variant: StaffVariant) {
    setRefused(null);
    setFailure('');
    try {
      await remove({ styleId: style.id, id: variant.id }).unwrap();
      showToast(`Deleted ${variant.sku}`);
    } catch (error) {
      const message = apiErrorMessage(error, 'Deleting the variant failed. Please try again.');
      if (statusOf(error) === 409) setRefused({ variant, message });
      else setFailure(message);
    }
  }

  async function archive(variant: StaffVariant) {
    try {
      await update({ styleId: style.id, id: variant.id, is_active: false }).unwrap();
      setRefused(null);
      showToast(`Archived ${variant.sku}`);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Archiving the variant failed. Please try again.'));
    }
  }

  const labels = ids.length > 0 ? `/catalogue/labels?ids=${ids.join(',')}` : '/catalogue/labels';
  return (
    <TitledCard title="Variants" extra={<ButtonLink href={labels}>Print labels</ButtonLink>}>
      {refused && (
        <Alert
          type="warning"
          showIcon
          title={`${refused.variant.sku} cannot be deleted: ${refused.message}`}
          description="A variant with sales or stock movements is archived instead: it leaves the storefront and the till and stays in history and reports."
          action={
            <Button onClick={() => void archive(refused.variant)}>
              Archive {refused.variant.sku}
            </Button>
          }
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
      {ids.length > 0 && (
        <BulkEditForm styleId={style.id} ids={ids} onDone={() => setSelected(new Set())} />
      )}
      <VariantsTable
        variants={style.variants}
        selected={selected}
        onSelect={setSelected}
        onEdit={show}
        onDelete={(variant) => void deleteVariant(variant)}
      />
      <AddVariantsForm style={style} />
      {dialog && (
        <VariantEditDialog
          key={dialog.key}
          styleId={style.id}
          variant={dialog.subject}
          {...controls}
        />
      )}
    </TitledCard>
  );
}
