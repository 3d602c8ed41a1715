import { useRef, useState } from 'react';
import type { CardPaymentRequest, PaymentMethod } from '@shop/contracts';
import {
  clearCart,
  selectCartItems,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@shop/shop-state';
import { cardErrors, EMPTY_CARD, type CardErrors, type CardFields } from './card-payment';
import {
  useCreatePurchaseMutation,
  useGetPaymentProviderQuery,
  usePayForPurchaseMutation,
} from './checkout.api';
import { useDeliveryAddress, type DeliveryChoice } from './delivery-address';
import { purchaseBodyFor, purchaseFailureMessage } from './purchase-request';
import { useCartQuote } from './use-cart-quote';

/**
 * Pay Now (docs/product/cart-and-checkout.md#paying-by-card): the delivery address is checked
 * first (docs/product/cart-and-checkout.md#delivery-address); then cash places the order; card places
 * it (awaiting payment) and pays it. A declined card releases that order on the server and keeps
 * the cart here; a payment that failed for another reason pays the same order on the next try.
 */
export function useCheckout(onPurchased: () => void, open = true) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const user = useAppSelector(selectUser);
  const accepted = useCartQuote().quote?.discount_code ?? null;
  const delivery = useDeliveryAddress(open);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const provider = useGetPaymentProviderQuery(undefined, { skip: method !== 'card' });
  const [createPurchase, creating] = useCreatePurchaseMutation();
  const [payForPurchase, paying] = usePayForPurchaseMutation();
  // A second click can land before React re-renders the disabled button.
  const submitting = useRef(false);
  // The card order placed but not yet paid, paid again rather than placed twice.
  const awaiting = useRef<number | null>(null);
  const cardOnForm = method === 'card' && provider.data?.provider === 'test';

  async function payByCard(address: DeliveryChoice): Promise<void> {
    if (cardOnForm) {
      const found = cardErrors(card);
      setErrors(found);
      if (Object.keys(found).length) return;
    }
    awaiting.current ??= (
      await createPurchase(purchaseBodyFor(items, 'card', user, accepted, address)).unwrap()
    ).purchase.id;
    const body: CardPaymentRequest | Record<string, never> = cardOnForm ? card : {};
    try {
      await payForPurchase({ id: awaiting.current, card: body }).unwrap();
    } catch (error) {
      // Declined (402) or no longer payable (409): that order is gone; the next try places anew.
      if (hasStatus(error, 402) || hasStatus(error, 409)) awaiting.current = null;
      throw error;
    }
    dispatch(clearCart());
    onPurchased();
  }

  async function pay() {
    if (submitting.current) return;
    submitting.current = true;
    setFailure(null);
    // The address first: a missing or bad one shows its messages and sends nothing.
    const address = delivery.resolve();
    if (!address) {
      submitting.current = false;
      return;
    }
    try {
      if (method === 'card') await payByCard(address);
      else {
        await createPurchase(purchaseBodyFor(items, 'cash', user, accepted, address)).unwrap();
        dispatch(clearCart());
        onPurchased();
      }
    } catch (error) {
      setFailure(purchaseFailureMessage(error));
    } finally {
      submitting.current = false;
    }
  }

  return {
    items,
    delivery,
    method,
    setMethod,
    card,
    setCard,
    errors,
    failure,
    provider: method === 'card' ? (provider.data?.provider ?? null) : null,
    providerFailed: method === 'card' && provider.isError,
    processing: creating.isLoading || paying.isLoading,
    pay,
  };
}

const hasStatus = (error: unknown, status: number): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === status;
