import { useId, useState } from 'react';
import { supplierCreateSchema, type Supplier, type SupplierCreate } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { showToast } from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { Alert, Checkbox, TextField, useZodForm } from '@shop/ui/forms';
import { FormDialog } from '../form-dialog';
import type { DialogControls } from '../use-dialog';
import { useCreateSupplierMutation, useUpdateSupplierMutation } from './suppliers.api';

type TextFields = Omit<SupplierCreate, 'is_active'>;
type SupplierFormValues = Record<keyof TextFields, string>;

function valuesOf(supplier: Supplier | undefined): SupplierFormValues {
  return {
    name: supplier?.name ?? '',
    contact_person: supplier?.contact_person ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    address: supplier?.address ?? '',
    payment_terms: supplier?.payment_terms ?? '',
    delivery_schedule: supplier?.delivery_schedule ?? '',
  };
}

/** A status the API answers for a taken name (docs/product/roles-and-rules.md#error-catalogue). */
const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/**
 * "Add New Supplier" or "Edit Supplier" (docs/product/suppliers.md): only the company name is
 * required; the rules and messages are the contract's, the same the API applies. A
 * name already taken comes back as a 409 and shows under Company Name; other refusals
 * show at the foot of the form. Editing also offers Active, so a supplier made
 * inactive by a delete can be brought back.
 */
export function SupplierFormDialog({
  supplier,
  open,
  onClose,
  afterClose,
}: DialogControls & { supplier?: Supplier }) {
  const formId = useId();
  const form = useZodForm(supplierCreateSchema, valuesOf(supplier));
  const [active, setActive] = useState(supplier?.is_active ?? true);
  const [failure, setFailure] = useState('');
  const [create, creating] = useCreateSupplierMutation();
  const [update, updating] = useUpdateSupplierMutation();
  const saving = creating.isLoading || updating.isLoading;

  async function save(values: SupplierCreate) {
    setFailure('');
    try {
      const saved = supplier
        ? await update({ id: supplier.id, ...values, is_active: active }).unwrap()
        : await create(values).unwrap();
      showToast(supplier ? `Updated ${saved.name}` : `Added ${saved.name}`);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, 'Saving the supplier failed. Please try again.');
      if (isConflict(error)) form.setServerError('name', message);
      else setFailure(message);
    }
  }

  // A supplier's details are not the signed-in person's: no personal autofill.
  const field = (name: keyof SupplierFormValues) => ({ ...form.field(name), autoComplete: 'off' });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={supplier ? 'Edit Supplier' : 'Add New Supplier'}
      formId={formId}
      focusId={field('name').id}
      submitLabel={supplier ? 'Update' : 'Create'}
      busy={saving}
      onSubmit={form.handleSubmit(save)}
      width={640}
    >
      <TextField {...field('name')} label="Company Name" autoComplete="organization" />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextField {...field('contact_person')} label="Contact Person" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...field('email')} label="Email" type="email" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...field('phone')} label="Phone" type="tel" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField {...field('address')} label="Address" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField
            {...field('payment_terms')}
            label="Payment Terms"
            placeholder="e.g. Net 30, COD"
          />
        </Col>
        <Col xs={24} sm={12}>
          <TextField
            {...field('delivery_schedule')}
            label="Delivery Schedule"
            placeholder="e.g. Weekly"
          />
        </Col>
      </Row>
      {supplier && (
        <Checkbox checked={active} onChange={(event) => setActive(event.target.checked)}>
          Active
        </Checkbox>
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
    </FormDialog>
  );
}
