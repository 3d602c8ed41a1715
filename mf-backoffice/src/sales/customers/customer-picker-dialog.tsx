import { useEffect, useState } from 'react';
import { type TillCustomer } from '@shop/contracts';
import { useAppDispatch } from '@shop/shop-state';
import { LoadError, Spinner, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { SEARCH_DELAY_MS } from '@shop/ui/lists';
import { Modal, TextField } from '@shop/ui/forms';
import { focusWhenOpen, type DialogControls } from '../../use-dialog';
import { tillCustomerAttached } from '../till.slice';
import { customerContact, customerName } from './customer-name';
import { NewCustomerForm } from './new-customer-form';
import { useFindTillCustomersQuery } from './till-customers.api';

const SEARCH_ID = 'pos-customer-search';

const STYLES = `
  .pos-customers { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--shop-space-xxs); }
  .pos-customer { display: flex; flex-direction: column; align-items: flex-start; width: 100%;
    height: auto; padding: var(--shop-space-xs) var(--shop-space-sm); white-space: normal; text-align: start; }
`;

/** The search typed, applied once typing pauses. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * "Add customer" (docs/product/point-of-sale.md#customers-at-the-till): find an account by name,
 * e-mail or phone and pick it, or create one; the customer is then on the till's sale.
 */
export function CustomerPickerDialog(controls: DialogControls) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const search = useSettled(text);
  const found = useFindTillCustomersQuery(search, { skip: !search || creating });

  const pick = (customer: TillCustomer) => {
    dispatch(tillCustomerAttached(customer));
    controls.onClose();
  };

  return (
    <Modal
      open={controls.open}
      title="Add customer"
      onCancel={controls.onClose}
      afterClose={controls.afterClose}
      afterOpenChange={focusWhenOpen(SEARCH_ID)}
      focusable={{ focusTriggerAfterClose: false }}
      footer={[
        <Button key="cancel" onClick={controls.onClose}>
          Cancel
        </Button>,
      ]}
    >
      <style href="pos-customers" precedence="default">
        {STYLES}
      </style>
      {creating ? (
        <NewCustomerForm onCreated={pick} onBack={() => setCreating(false)} />
      ) : (
        <>
          <TextField
            id={SEARCH_ID}
            name="customer-search"
            label="Find a customer"
            placeholder="Name, e-mail or phone"
            value={text}
            onChange={setText}
            autoComplete="off"
          />
          <div aria-live="polite" style={{ marginBottom: tokens.space.sm }}>
            {!search ? (
              <Text muted>Type a name, an e-mail or a phone number.</Text>
            ) : found.isFetching ? (
              <Spinner label="Finding customers" size={24} />
            ) : found.isError ? (
              <LoadError
                message="The customers could not be searched."
                onRetry={() => void found.refetch()}
              />
            ) : !found.data?.length ? (
              <Text>No customer matches “{search}”.</Text>
            ) : (
              <ul className="pos-customers" aria-label="Customers found">
                {found.data.map((customer) => (
                  <li key={customer.id}>
                    <Button className="pos-customer" onClick={() => pick(customer)}>
                      <strong>{customerName(customer)}</strong>
                      <span>{customerContact(customer) || 'No e-mail or phone'}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Button onClick={() => setCreating(true)}>New Customer</Button>
        </>
      )}
    </Modal>
  );
}
