import type { PaymentMethod } from '@shop/contracts';
import { lineTotal, type CartItem } from '@shop/shop-state';
import { Price, tokens, variantLabel } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert, Modal, Radio } from '@shop/ui/forms';
import { CartTotals } from './cart-totals';
import { CardForm } from './card-form';
import { DeliveryAddressStep } from './delivery-address-step';
import { useCheckout } from './use-checkout';

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
 * "Payment Method" (docs/product/cart-and-checkout.md): see the lines, choose where they go
 * (the delivery address step), see the subtotal, shipping, tax and total, choose cash or card, pay. Card shows the test provider's card form, or says the
 * provider confirms the payment (docs/product/cart-and-checkout.md#paying-by-card). On success the
 * cart is emptied and `onPurchased` runs; on failure the cart stays and the reason shows here so
 * the shopper can adjust or retry. Mount it afresh (a new `key`) for each checkout so no old
 * choice or error lingers.
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
  const checkout = useCheckout(onPurchased, open);
  const { processing } = checkout;

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
        <Button
          key="pay"
          type="primary"
          onClick={() => void checkout.pay()}
          // Until the saved addresses are in, there is no address to send.
          disabled={processing || checkout.delivery.loading}
        >
          {processing ? 'Processing...' : 'Pay Now'}
        </Button>,
      ]}
    >
      <OrderLines items={checkout.items} />
      <DeliveryAddressStep delivery={checkout.delivery} disabled={processing} />
      <Radio.Group
        name="payment-method"
        aria-label="Payment method"
        value={checkout.method}
        onChange={(event) => checkout.setMethod(event.target.value as PaymentMethod)}
        disabled={processing}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: tokens.space.sm,
          margin: `${tokens.space.xs}px 0 ${tokens.space.lg}px`,
        }}
        options={PAYMENT_CHOICES}
      />
      {checkout.provider === 'test' && (
        <CardForm
          card={checkout.card}
          errors={checkout.errors}
          disabled={processing}
          onChange={checkout.setCard}
        />
      )}
      {checkout.provider === 'stripe' && (
        <Alert
          type="info"
          title="Card payments are confirmed by the payment provider; your order is placed once it confirms."
          style={{ marginBottom: tokens.space.md }}
        />
      )}
      {checkout.providerFailed && (
        <Alert
          type="warning"
          title="Card payments cannot be reached right now; try again or pay cash on delivery."
          style={{ marginBottom: tokens.space.md }}
        />
      )}
      <CartTotals />
      {checkout.failure && (
        <Alert
          type="error"
          showIcon
          title={checkout.failure}
          style={{ marginTop: tokens.space.sm }}
        />
      )}
    </Modal>
  );
}
