import { useId, useState } from 'react';
import { inventoryLevelsSchema, STOCK_LEVEL_MAX, type InventoryLevels } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast, Text } from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { Alert } from '@shop/ui/forms';
import { NumberField } from './number-field';
import { FormDialog } from '../form-dialog';
import type { RecordDialogProps } from './inventory-columns';
import { useUpdateStockLevelsMutation } from './inventory.api';

type Field = 'minimum_stock_level' | 'maximum_stock_level';
type FieldErrors = Partial<Record<Field, string>>;

const wholeOrNaN = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The contract's verdict on the two levels, field by field. */
function check(minimum: string, maximum: string) {
  const result = inventoryLevelsSchema.safeParse({
    minimum_stock_level: wholeOrNaN(minimum),
    maximum_stock_level: wholeOrNaN(maximum),
  });
  if (result.success) return { body: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { body: undefined, errors };
}

/**
 * Edit the minimum and maximum stock levels (whole numbers, 0 ≤ minimum ≤ maximum ≤
 * 1,000,000). The levels decide when a product counts as low, so its status and the
 * suggested reorder change with them.
 */
export function StockLevelsDialog({ record, open, onClose, afterClose }: RecordDialogProps) {
  const formId = useId();
  const [minimum, setMinimum] = useState(String(record.minimum_stock_level));
  const [maximum, setMaximum] = useState(String(record.maximum_stock_level));
  const [tried, setTried] = useState(false);
  const [update, { isLoading, error, reset }] = useUpdateStockLevelsMutation();
  const { body, errors } = check(minimum, maximum);
  const shown: FieldErrors = tried ? errors : {};

  async function submit(valid: InventoryLevels | undefined) {
    setTried(true);
    if (!valid || isLoading) return;
    const saved = await update({ productId: record.product_id, ...valid })
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    showToast(`Saved the stock levels of ${record.product.name}`);
    onClose();
  }

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    reset();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={`Stock levels of ${record.product.name}`}
      formId={formId}
      focusId={`${formId}-minimum`}
      submitLabel="Save Levels"
      busy={isLoading}
      onSubmit={() => void submit(body)}
    >
      <Text>
        Current stock: <strong>{record.quantity_in_stock}</strong>. At or below the minimum, the
        product counts as low on stock.
      </Text>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <NumberField
            id={`${formId}-minimum`}
            label="Minimum level"
            value={minimum}
            onChange={edited(setMinimum)}
            error={shown.minimum_stock_level}
            min={0}
            max={STOCK_LEVEL_MAX}
          />
        </Col>
        <Col xs={24} sm={12}>
          <NumberField
            id={`${formId}-maximum`}
            label="Maximum level"
            value={maximum}
            onChange={edited(setMaximum)}
            error={shown.maximum_stock_level}
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
