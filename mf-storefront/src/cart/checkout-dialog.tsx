import { useRef, useState } from 'react';
import type { PaymentMethod } from '@shop/contracts';
import {
  clearCart,
  lineTotal,
  selectCartItems,
  selectUser,
  useAppDispatch,
  useAppSelector,
  type CartItem,
} from '@shop/shop-state';
import { Price, tokens, variantLabel } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal, Radio } from '@shop/ui/forms';
import { CartTotals } from './cart-totals';
import { useCartQuote } from './use-cart-quote';
import { useCreatePurchaseMutation } from './checkout.api';
import { purchaseBodyFor, purchaseFailureMessage } from './purchase-request';

/** What is being bought, line by line, so Pay Now never pays for a surprise. */
function OrderLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul
      aria-label="Your order"
      style={{
        listStyle: 'none',
        margin: `0 0 ${tokens.space.md}px`,
        padding: `0 0 ${tokens.space.xs}px`,
        borderBottom: `1px solid ${tokens.color.line}`,
      }}
    >
      {items.map((item) => (
        <li
          key={item.id}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: tokens.space.md,
            padding: `${tokens.space.xxs}px 0`,
          }}
        >
          <span>
            {item.quantity} × {item.name}
            <span
              style={{ display: 'block', color: tokens.color.muted, fontSize: tokens.fontSize.xs }}
            >
              {variantLabel(item)}
            </span>
          </span>
          <Price value={lineTotal(item)} />
        </li>
      ))}
    </ul>
  );
}

const PAYMENT_CHOICES: { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Cash on Delivery' },
  { value: 'card', label: 'Credit/Debit Card' },
];

/**
 * "Payment Method" (docs/product/cart-and-checkout.md): see the lines, the subtotal, shipping, tax and total, choose cash or
 * card, pay. Paying sends
 * the cart as a purchase; on success the cart is emptied and `onPurchased` runs, on
 * failure the cart stays and the reason shows here so the shopper can adjust or retry.
 * Mount it afresh (a new `key`) for each checkout so no old choice or error lingers.
 */
export function CheckoutDialog({
  open,
  onClose,
  onPurchased,
}: {
  open: boolean;
  onClose: () => void;
  onPurchased: () => void;
}) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const user = useAppSelector(selectUser);
  const accepted = useCartQuote().quote?.discount_code ?? null;
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [failure, setFailure] = useState<string | null>(null);
  const [createPurchase, { isLoading: processing }] = useCreatePurchaseMutation();
  // A second click can land before React re-renders the disabled button.
  const submitting = useRef(false);

  async function pay() {
    if (submitting.current) return;
    submitting.current = true;
    setFailure(null);
    try {
      await createPurchase(purchaseBodyFor(items, method, user, accepted)).unwrap();
      dispatch(clearCart());
      onPurchased();
    } catch (error) {
      setFailure(purchaseFailureMessage(error));
    } finally {
      submitting.current = false;
    }
  }

  // Leaving mid-payment would hide whether the order went through.
  const closeUnlessPaying = () => {
    if (!processing) onClose();
  };

  return (
    <Modal
      open={open}
      title="Payment Method"
      onCancel={closeUnlessPaying}
      closable={!processing}
      keyboard={!processing}
      mask={{ closable: !processing }}
      footer={[
        <Button key="cancel" onClick={closeUnlessPaying} disabled={processing}>
          Cancel
        </Button>,
        <Button key="pay" type="primary" onClick={() => void pay()} disabled={processing}>
          {processing ? 'Processing...' : 'Pay Now'}
        </Button>,
      ]}
    >
      <OrderLines items={items} />
      <Radio.Group
        name="payment-method"
        aria-label="Payment method"
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        disabled={processing}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: tokens.space.sm,
          margin: `${tokens.space.xs}px 0 ${tokens.space.lg}px`,
        }}
        options={PAYMENT_CHOICES}
      />
      <CartTotals />
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginTop: tokens.space.sm }} />
      )}
    </Modal>
  );
}
