import type { Purchase } from '@shop/contracts';
import { Section } from './purchase-sections';

/**
 * Where a web order goes (docs/product/purchases.md#purchase-detail): the copy kept at checkout,
 * shown to its buyer and to staff alike. Till sales and older orders have none and show nothing.
 */
export function DeliveryAddressSection({ purchase }: { purchase: Purchase }) {
  const address = purchase.shipping_address;
  if (!address) return null;
  return (
    <Section title="Delivery Address">
      <address aria-label="Delivery address" style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
        {address.line1}
        <br />
        {address.line2 && (
          <>
            {address.line2}
            <br />
          </>
        )}
        {address.city}, {address.state} {address.zip}
      </address>
    </Section>
  );
}
