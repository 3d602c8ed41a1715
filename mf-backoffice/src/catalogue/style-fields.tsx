import { useGetCategoriesQuery, useSignedOut } from '@shop/shop-state';
import { FieldFrame } from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { Input, TextField } from '@shop/ui/forms';
import { useGetSuppliersQuery } from '../suppliers/suppliers.api';
import type { StyleTextValues } from './style-form';

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const selectStyle = { width: '100%', minHeight: 40 };

/** A native select in the form's frame, its message linked to it. */
function SelectField({
  label,
  field,
  options,
}: {
  label: string;
  field: FieldProps;
  options: { value: string; label: string }[];
}) {
  return (
    <FieldFrame id={field.id} label={label} error={field.error}>
      <select
        id={field.id}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${field.id}-error` : undefined}
        style={selectStyle}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * The style's own fields (docs/product/catalogue.md#back-office-catalogue), for the new-style
 * form and the editor alike; the rules and messages are the contract's.
 */
export function StyleFields({ field }: { field: (name: keyof StyleTextValues) => FieldProps }) {
  const signedOut = useSignedOut();
  const categories = useGetCategoriesQuery(undefined, { skip: signedOut }).data?.categories ?? [];
  const suppliers = useGetSuppliersQuery(undefined, { skip: signedOut }).data ?? [];
  const description = field('description');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField {...field('name')} label="Name" autoComplete="off" />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...field('brand')} label="Brand" autoComplete="off" />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          label="Category"
          field={field('category_id')}
          options={[
            { value: '', label: 'Pick a category' },
            ...categories.map(({ id, name }) => ({ value: String(id), label: name })),
          ]}
        />
      </Col>
      <Col xs={24} md={12}>
        <SelectField
          label="Supplier"
          field={field('supplier_id')}
          options={[
            { value: '', label: 'None' },
            ...suppliers.map(({ id, name }) => ({ value: String(id), label: name })),
          ]}
        />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...field('style_code')} label="Style code" placeholder="e.g. ZEN-LEGGINGS" />
      </Col>
      <Col xs={24} md={12}>
        <TextField {...field('sku_pattern')} label="SKU pattern" hint="{STYLE}, {COLOR}, {SIZE}" />
      </Col>
      <Col xs={24}>
        <TextField
          {...field('tags')}
          label="Tags"
          hint="comma-separated"
          placeholder="e.g. summer, yoga"
        />
      </Col>
      <Col xs={24}>
        <FieldFrame
          id={description.id}
          label="Description"
          hint="Optional"
          error={description.error}
        >
          <Input.TextArea
            id={description.id}
            value={description.value}
            onChange={(event) => description.onChange(event.target.value)}
            onBlur={description.onBlur}
            rows={3}
          />
        </FieldFrame>
      </Col>
    </Row>
  );
}
