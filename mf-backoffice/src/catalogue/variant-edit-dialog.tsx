import { useId, useState } from 'react';
import { z } from 'zod';
import {
  formatPlainCents,
  dollarsToCents,
  variantUpdateSchema,
  type StaffVariant,
} from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast } from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { Alert, Checkbox, TextField, useZodForm } from '@shop/ui/forms';
import { FormDialog } from '../form-dialog';
import { countOf } from '../inventory/number-field';
import type { DialogControls } from '../use-dialog';
import { useUpdateVariantMutation } from './catalogue.api';
import { dollarsOf } from './style-form';

const target = variantUpdateSchema.required({
  sku: true,
  barcode: true,
  selling_price: true,
  cost_price: true,
  minimum_stock_level: true,
  maximum_stock_level: true,
});

/** Text as typed; the barcode is checked by the contract's GTIN rule (`isValidGtin`) here too. */
const variantFormSchema = z
  .object({
    sku: z.string(),
    barcode: z.string(),
    selling_price: z.string(),
    cost_price: z.string(),
    minimum_stock_level: z.string(),
    maximum_stock_level: z.string(),
  })
  .transform((values): z.input<typeof target> => ({
    sku: values.sku,
    barcode: values.barcode.trim() || null,
    selling_price: dollarsOf(values.selling_price),
    cost_price: dollarsOf(values.cost_price),
    minimum_stock_level: countOf(values.minimum_stock_level),
    maximum_stock_level: countOf(values.maximum_stock_level),
  }))
  .pipe(target);

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/** One variant's SKU, barcode, prices, levels and whether it is on sale. */
export function VariantEditDialog({
  styleId,
  variant,
  ...controls
}: DialogControls & { styleId: number; variant: StaffVariant }) {
  const formId = useId();
  const form = useZodForm(variantFormSchema, {
    sku: variant.sku,
    barcode: variant.barcode ?? '',
    selling_price: formatPlainCents(dollarsToCents(variant.selling_price)),
    cost_price: formatPlainCents(dollarsToCents(variant.cost_price)),
    minimum_stock_level: String(variant.minimum_stock_level),
    maximum_stock_level: String(variant.maximum_stock_level),
  });
  const [active, setActive] = useState(variant.is_active);
  const [failure, setFailure] = useState('');
  const [update, { isLoading }] = useUpdateVariantMutation();

  async function save(values: z.output<typeof variantFormSchema>) {
    setFailure('');
    try {
      await update({ styleId, id: variant.id, ...values, is_active: active }).unwrap();
      showToast(`Saved ${values.sku}`);
      controls.onClose();
    } catch (error) {
      const message = apiErrorMessage(error, 'Saving the variant failed. Please try again.');
      // A taken SKU or barcode (docs/product/catalogue.md#barcodes).
      if (isConflict(error))
        form.setServerError(/barcode/i.test(message) ? 'barcode' : 'sku', message);
      else setFailure(message);
    }
  }

  return (
    <FormDialog
      {...controls}
      title={`Edit ${variant.sku}`}
      formId={formId}
      focusId={form.field('sku').id}
      submitLabel="Save"
      busy={isLoading}
      onSubmit={form.handleSubmit(save)}
      width={560}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextField {...form.field('sku')} label="SKU" autoComplete="off" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField
            {...form.field('barcode')}
            label="Barcode"
            hint="EAN-13 or UPC-A"
            autoComplete="off"
          />
        </Col>
        <Col xs={12}>
          <TextField {...form.field('selling_price')} label="Price" />
        </Col>
        <Col xs={12}>
          <TextField {...form.field('cost_price')} label="Cost" />
        </Col>
        <Col xs={12}>
          <TextField {...form.field('minimum_stock_level')} label="Minimum stock" />
        </Col>
        <Col xs={12}>
          <TextField {...form.field('maximum_stock_level')} label="Maximum stock" />
        </Col>
      </Row>
      <Checkbox checked={active} onChange={(event) => setActive(event.target.checked)}>
        On sale (active)
      </Checkbox>
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormDialog>
  );
}
