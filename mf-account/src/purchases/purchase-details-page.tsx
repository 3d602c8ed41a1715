import { useNavigate, useParams } from '@shop/ui/routing';
import { isNotFound, useSignedOut } from '@shop/shop-state';
import { PageFrame, PageLoading, Panel, ShopLink, Text, tokens } from '@shop/ui';
import { Button, Col, Row } from '@shop/ui/controls';
import { FulfilmentSection } from './fulfilment/fulfilment-section';
import { PurchaseActions } from './purchase-actions';
import { PurchaseEmailReceipt } from './purchase-email-receipt';
import { PurchaseItemsTable } from './purchase-items-table';
import { PurchaseReturns } from './purchase-returns';
import { CustomerInformation, OrderSummary, PurchaseHeader, Section } from './purchase-sections';
import { DeliveryAddressSection } from './delivery-address-section';
import { useGetPurchaseQuery } from './purchases.api';

function purchaseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * docs/product/roles-and-rules.md#error-catalogue has two texts: a missing (or someone else's)
 * purchase, or any other failure.
 */
function PurchaseUnavailable({ notFound }: { notFound: boolean }) {
  const navigate = useNavigate();
  return (
    <Panel style={{ padding: tokens.space.xl, height: 'auto' }}>
      <div role="alert">
        <Text style={{ fontWeight: 600 }}>
          {notFound ? 'Purchase not found' : 'Failed to fetch purchase details'}
        </Text>
      </div>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, alignItems: 'center' }}
      >
        <Button onClick={() => void navigate(-1)}>Go Back</Button>
        <ShopLink href="/purchases">View All Purchases</ShopLink>
      </div>
    </Panel>
  );
}

/**
 * `/purchases/:id` (docs/product/purchases.md): one purchase in full, with what may be done to it.
 */
export function PurchaseDetailsPage() {
  const id = purchaseId(useParams().id);
  // `skip`, not `skipToken`: the toolkit's /query entry is not a shared module, and
  // importing it would bundle a second copy into this remote.
  const signedOut = useSignedOut();
  const {
    data: purchase,
    error,
    isLoading,
  } = useGetPurchaseQuery(id ?? 0, {
    skip: id === null || signedOut,
  });
  const notFound = id === null || isNotFound(error);

  return (
    <PageFrame
      title="Purchase Details"
      extra={
        <ShopLink href="/purchases">
          <span aria-hidden="true">← </span>Back to Purchases
        </ShopLink>
      }
    >
      {isLoading && <PageLoading label="Loading purchase" />}
      {(notFound || error) && <PurchaseUnavailable notFound={notFound} />}
      {purchase && !error && (
        <>
          <PurchaseHeader purchase={purchase} />
          <PurchaseActions purchase={purchase} />
          <Row gutter={[tokens.space.md, 0]}>
            <Col xs={24} lg={16}>
              <FulfilmentSection purchase={purchase} />
              <Section title="Order Items">
                <PurchaseItemsTable items={purchase.items} />
              </Section>
              <PurchaseReturns purchase={purchase} />
              {purchase.notes && (
                <Section title="Notes">
                  <Text style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{purchase.notes}</Text>
                </Section>
              )}
            </Col>
            <Col xs={24} lg={8}>
              <CustomerInformation purchase={purchase} />
              <DeliveryAddressSection purchase={purchase} />
              <OrderSummary purchase={purchase} />
              <PurchaseEmailReceipt purchase={purchase} />
            </Col>
          </Row>
        </>
      )}
    </PageFrame>
  );
}
