import { useId } from 'react';
import { z } from 'zod';
import { inventoryLevelsSchema, STOCK_LEVEL_MAX, type InventoryLevels } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text } from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { Alert, useZodForm } from '@shop/ui/forms';
import { countField, countOf, NumberField } from './number-field';
import { FormDialog } from '../form-dialog';
import type { RecordDialogProps } from './inventory-columns';
import { useUpdateStockLevelsMutation } from './inventory.api';

/** The form's text as the contract's levels body: the contract has the rules and words. */
const levelsForm = z
  .object({ minimum_stock_level: z.string(), maximum_stock_level: z.string() })
  .transform(({ minimum_stock_level, maximum_stock_level }): unknown => ({
    minimum_stock_level: countOf(minimum_stock_level),
    maximum_stock_level: countOf(maximum_stock_level),
  }))
  .pipe(inventoryLevelsSchema);

/**
 * Edit the minimum and maximum stock levels (whole numbers, 0 ≤ minimum ≤ maximum ≤
 * 1,000,000). The levels decide when a product counts as low, so its status and the
 * suggested reorder change with them.
 */
export function StockLevelsDialog({ record, open, onClose, afterClose }: RecordDialogProps) {
  const formId = useId();
  const form = useZodForm(levelsForm, {
    minimum_stock_level: String(record.minimum_stock_level),
    maximum_stock_level: String(record.maximum_stock_level),
  });
  const [update, { isLoading, error, reset }] = useUpdateStockLevelsMutation();

  async function save(levels: InventoryLevels) {
    if (isLoading) return;
    const saved = await update({ productId: record.product_id, ...levels })
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    showToast(`Saved the stock levels of ${record.product.name}`);
    onClose();
  }

  const level = (name: 'minimum_stock_level' | 'maximum_stock_level') =>
    countField(form.field(name), reset);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={`Stock levels of ${record.product.name}`}
      formId={formId}
      focusId={form.field('minimum_stock_level').id}
      submitLabel="Save Levels"
      busy={isLoading}
      onSubmit={form.handleSubmit(save)}
    >
      <Text>
        Current stock: <strong>{record.quantity_in_stock}</strong>. At or below the minimum, the
        product counts as low on stock.
      </Text>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <NumberField
            {...level('minimum_stock_level')}
            label="Minimum level"
            min={0}
            max={STOCK_LEVEL_MAX}
          />
        </Col>
        <Col xs={24} sm={12}>
          <NumberField
            {...level('maximum_stock_level')}
            label="Maximum level"
            min={0}
            max={STOCK_LEVEL_MAX}
          />
        </Col>
      </Row>
      {error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'Saving the levels failed. Please try again.')}
        />
      )}
    </FormDialog>
  );
}
