import { useId, useState } from 'react';
import { restockSchema, STOCK_CHANGE_MAX } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text } from '@shop/ui';
import { Alert } from '@shop/ui/forms';
import { NumberField } from './number-field';
import { FormDialog } from '../form-dialog';
import type { RecordDialogProps } from './inventory-columns';
import { useRestockProductMutation } from './inventory.api';

/**
 * The quantity typed, when it is a whole number the API takes (1 to 100,000);
 * otherwise undefined. Digits only: "1.5", "1e3" and "-2" are not a count of pieces.
 */
export function restockQuantity(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const parsed = restockSchema.shape.quantity.safeParse(Number(text));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Restock (docs/product.md §2): the current stock and a quantity to add; Restock is
 * disabled unless the quantity is a positive whole number. The row updates in place
 * from the answer, and the list refreshes behind it.
 */
export function RestockDialog({ record, open, onClose, afterClose }: RecordDialogProps) {
  const formId = useId();
  const [text, setText] = useState('');
  const [restock, { isLoading, error, reset }] = useRestockProductMutation();
  const quantity = restockQuantity(text);
  const { product } = record;

  async function submit() {
    if (quantity === undefined || isLoading) return;
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
      focusId={`${formId}-quantity`}
      submitLabel="Restock"
      submitDisabled={quantity === undefined}
      busy={isLoading}
      onSubmit={() => void submit()}
    >
      <Text>
        Current stock: <strong>{record.quantity_in_stock}</strong> (SKU {product.sku})
      </Text>
      <NumberField
        id={`${formId}-quantity`}
        label="Quantity to add"
        value={text}
        onChange={(value) => {
          setText(value);
          reset();
        }}
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
