import { selectCartCount, useAppSelector } from '@shop/shop-state';
import { ComingSoon, PageFrame, ShopLink, Text } from '@shop/ui';

/** The full cart (steppers, checkout) is a later release; the count is real today. */
export default function CartPage() {
  const count = useAppSelector(selectCartCount);
  return (
    <PageFrame title="Shopping Cart">
      <Text>
        {count === 0
          ? 'Your cart is empty.'
          : `Your cart holds ${count} ${count === 1 ? 'item' : 'items'}.`}
      </Text>
      <ComingSoon />
      <ShopLink href="/products">Continue Shopping</ShopLink>
    </PageFrame>
  );
}
