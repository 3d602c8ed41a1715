import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@shop/shop-state';
import { Panel, Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { useDialog } from '../../use-dialog';
import { selectTillCustomer, tillCustomerRemoved } from '../till.slice';
import { CustomerPickerDialog } from './customer-picker-dialog';
import { customerContact, customerName } from './customer-name';

/**
 * The sale's customer, above the till's cart (docs/product/point-of-sale.md#customers-at-the-till):
 * **Add Customer**, or the attached one with **Change** and **Remove**. The sale is filed under
 * their account.
 */
export function TillCustomerPanel({
  onDialog,
  afterDialog,
}: {
  /** Whether the picker has the keyboard, so the till's own keys stand aside. */
  onDialog: (open: boolean) => void;
  /** After the picker has gone: the till's search takes the keyboard again. */
  afterDialog: () => void;
}) {
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectTillCustomer);
  const { dialog, show, controls } = useDialog<null>();
  useEffect(() => onDialog(controls.open), [controls.open, onDialog]);

  return (
    <section aria-label="Customer">
      <Panel
        style={{
          padding: tokens.space.md,
          height: 'auto',
          marginBottom: tokens.space.sm,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: tokens.space.sm,
        }}
      >
        {customer ? (
          <>
            <div style={{ flex: 1, minWidth: 0 }}>
              <div>
                Customer: <strong>{customerName(customer)}</strong>
              </div>
              <Text muted>{customerContact(customer) || 'No e-mail or phone'}</Text>
            </div>
            <Button onClick={() => show(null)}>Change</Button>
            <Button
              onClick={() => dispatch(tillCustomerRemoved())}
              aria-label={`Remove customer ${customerName(customer)}`}
            >
              Remove
            </Button>
          </>
        ) : (
          <>
            <Text muted style={{ flex: 1 }}>
              No customer on this sale.
            </Text>
            <Button onClick={() => show(null)}>Add Customer</Button>
          </>
        )}
        {dialog && (
          <CustomerPickerDialog
            key={dialog.key}
            {...controls}
            afterClose={() => {
              controls.afterClose();
              afterDialog();
            }}
          />
        )}
      </Panel>
    </section>
  );
}
