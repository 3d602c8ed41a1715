import { tillCustomerCreateSchema, type TillCustomer } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, TextField, useZodForm } from '@shop/ui/forms';
import { useCreateTillCustomerMutation } from './till-customers.api';

export const NEW_CUSTOMER_FORM_ID = 'pos-new-customer';

/**
 * A customer made on the spot (docs/product/point-of-sale.md#customers-at-the-till): a first and
 * last name and an e-mail or a phone (or both). A taken e-mail is said under its field.
 */
export function NewCustomerForm({
  onCreated,
  onBack,
}: {
  onCreated: (customer: TillCustomer) => void;
  onBack: () => void;
}) {
  const form = useZodForm(tillCustomerCreateSchema, {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
  });
  const [create, { isLoading, error, reset }] = useCreateTillCustomerMutation();

  const save = form.handleSubmit(async (body) => {
    reset();
    const created = await create(body)
      .unwrap()
      .catch((failure: unknown) => {
        const message = apiErrorMessage(failure, '');
        if (/email/i.test(message)) form.setServerError('email', message);
        return null;
      });
    if (created) onCreated(created);
  });

  return (
    <form id={NEW_CUSTOMER_FORM_ID} noValidate onSubmit={save} aria-label="New customer">
      <TextField {...form.field('first_name')} label="First name" autoComplete="off" />
      <TextField {...form.field('last_name')} label="Last name" autoComplete="off" />
      <TextField
        {...form.field('email')}
        label="Email"
        type="email"
        hint="An e-mail or a phone number"
        autoComplete="off"
      />
      <TextField {...form.field('phone')} label="Phone" type="tel" autoComplete="off" />
      {error && !/email/i.test(apiErrorMessage(error, '')) && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'The customer could not be created. Please try again.')}
          style={{ marginBottom: tokens.space.sm }}
        />
      )}
      <div style={{ display: 'flex', gap: tokens.space.sm }}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Create and Add
        </Button>
        <Button onClick={onBack} disabled={isLoading}>
          Back to Search
        </Button>
      </div>
    </form>
  );
}
