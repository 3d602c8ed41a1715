import { selectIsFirstVisit, selectUser, useAppSelector, useSignedOut } from '@shop/shop-state';
import { RECENT_PURCHASES } from '@shop/contracts';
import {
  PageFrame,
  Panel,
  ShopLink,
  ShopTime,
  SkeletonBlock,
  Text,
  tokens,
  welcomeTitle,
} from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { StatusBadge, TitledCard } from '@shop/ui/data';
import { useGetPurchasesQuery } from '../purchases/purchases.api';
import { SummaryRow } from '../summary-row';
import { RecentOrders } from './recent-orders';

const gutter: [number, number] = [tokens.space.md, tokens.space.md];

function QuickLink({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <ShopLink href={href} style={{ display: 'block' }}>
      <Panel style={{ padding: tokens.space.lg }}>
        <strong
          style={{ display: 'block', fontSize: tokens.fontSize.md, marginBottom: tokens.space.xxs }}
        >
          {title}
        </strong>
        <Text muted as="span">
          {text}
        </Text>
      </Panel>
    </ShopLink>
  );
}

/**
 * `/dashboard` for customers (docs/product/dashboard.md#customer-view): greeting, quick links,
 * account summary and the newest orders. "Total orders" is the API's count of all of them, not the
 * number of rows shown (the original screen counted the rows; five is not a total).
 */
export function CustomerDashboardPage() {
  const user = useAppSelector(selectUser);
  const firstVisit = useAppSelector(selectIsFirstVisit);
  const recent = useGetPurchasesQuery({ per_page: RECENT_PURCHASES }, { skip: useSignedOut() });
  const totalOrders = recent.isError ? 'Unavailable' : recent.data?.total;
  return (
    <PageFrame title={welcomeTitle(user, firstVisit)}>
      <Text muted>Here is a quick look at your FitShop account.</Text>
      <Row gutter={gutter} style={{ marginBottom: tokens.space.xl }}>
        <Col xs={24} md={12}>
          <QuickLink href="/products" title="Shop Products" text="Browse the latest gear." />
        </Col>
        <Col xs={24} md={12}>
          <QuickLink href="/profile" title="My Profile" text="Update your details and password." />
        </Col>
      </Row>
      <Row gutter={gutter}>
        <Col xs={24} md={10}>
          <TitledCard title="Account Summary" titleSize="lg">
            <dl style={{ margin: 0 }}>
              <SummaryRow label="Total orders">
                {totalOrders ?? <SkeletonBlock width={32} height={18} />}
              </SummaryRow>
              {user?.created_at && (
                <SummaryRow label="Member since">
                  <ShopTime at={user.created_at} format="longDate" />
                </SummaryRow>
              )}
              <SummaryRow label="Status">
                <StatusBadge status="active" />
              </SummaryRow>
            </dl>
          </TitledCard>
        </Col>
        <Col xs={24} md={14}>
          <TitledCard
            title="Recent Orders"
            titleSize="lg"
            extra={<ShopLink href="/purchases">View all</ShopLink>}
          >
            <RecentOrders
              orders={recent.data}
              failed={recent.isError}
              onRetry={() => void recent.refetch()}
            />
          </TitledCard>
        </Col>
      </Row>
    </PageFrame>
  );
}
