import { useId } from 'react';
import { z } from 'zod';
import { restockSchema, STOCK_CHANGE_MAX, type Restock } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text } from '@shop/ui';
import { Alert, useZodForm } from '@shop/ui/forms';
import { countField, countOf, NumberField } from './number-field';
import { FormDialog } from '../form-dialog';
import type { RecordDialogProps } from './inventory-columns';
import { useRestockProductMutation } from './inventory.api';

/** The form's text as the contract's restock body: the contract decides what is a quantity. */
const restockForm = z
  .object({ quantity: z.string() })
  .transform(({ quantity }): unknown => ({ quantity: countOf(quantity) }))
  .pipe(restockSchema);

/**
 * The quantity typed, when it is a whole number the API takes (1 to 100,000);
 * otherwise undefined. Digits only: "1.5", "1e3" and "-2" are not a count of pieces.
 */
export function restockQuantity(text: string): number | undefined {
  return restockForm.safeParse({ quantity: text }).data?.quantity;
}

/**
 * Restock (docs/product/inventory.md): the current stock and a quantity to add; Restock is
 * disabled unless the quantity is a positive whole number. The row updates in place
 * from the answer, and the list refreshes behind it.
 */
export function RestockDialog({ record, open, onClose, afterClose }: RecordDialogProps) {
  const formId = useId();
  const form = useZodForm(restockForm, { quantity: '' });
  const [restock, { isLoading, error, reset }] = useRestockProductMutation();
  const quantity = form.field('quantity');
  const { product } = record;

  async function save({ quantity }: Restock) {
    if (isLoading) return;
    const saved = await restock({ productId: record.product_id, quantity })
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    showToast(`Restocked ${product.name}: ${saved.quantity_in_stock} in stock`);
    onClose();
  }

  const suggestion = record.suggested_reorder_quantity;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={`Restock ${product.name}`}
      formId={formId}
      focusId={quantity.id}
      submitLabel="Restock"
      submitDisabled={!form.isValid}
      busy={isLoading}
      onSubmit={form.handleSubmit(save)}
    >
      <Text>
        Current stock: <strong>{record.quantity_in_stock}</strong> (SKU {product.sku})
      </Text>
      <NumberField
        {...countField(quantity, reset)}
        // No message: Restock stays disabled until the quantity is one.
        error={undefined}
        label="Quantity to add"
        min={1}
        max={STOCK_CHANGE_MAX}
        note={suggestion > 0 ? `Suggested reorder: ${suggestion}` : undefined}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'Restock failed. Please try again.')}
        />
      )}
    </FormDialog>
  );
}
