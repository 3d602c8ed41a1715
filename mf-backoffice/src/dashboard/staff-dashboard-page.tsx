import { SALES_RULE } from '@shop/contracts';
import { selectUser, useAppSelector, useSignedOut } from '@shop/shop-state';
import {
  LoadError,
  PageFrame,
  ShopLink,
  SkeletonBlock,
  Text,
  tokens,
  welcomeTitle,
} from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { TitledCard } from '@shop/ui/data';
import { useGetDashboardQuery } from './dashboard.api';
import { LatestOrders } from './latest-orders';
import { MetricCards } from './metric-cards';
import { QuickLinks } from './quick-links';
import { RecentActivity } from './recent-activity';

const gutter: [number, number] = [tokens.space.md, tokens.space.md];

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <SkeletonBlock height={220} />
    </div>
  );
}

/**
 * `/dashboard` for staff and admin (docs/product/dashboard.md): the greeting, quick links, four
 * figures with real comparisons, the recent activity and the latest orders, from
 * `GET /reports/dashboard`. Days and weeks are the shop's calendar; the screen says
 * which purchases count as sales.
 */
export function StaffDashboardPage() {
  const user = useAppSelector(selectUser);
  const { data, isError, isFetching, refetch } = useGetDashboardQuery(undefined, {
    skip: useSignedOut(),
  });
  const failed = isError && !isFetching;
  return (
    <PageFrame title={welcomeTitle(user)}>
      <Text muted>
        How the shop is doing. {SALES_RULE}
        {data && ` Days and weeks (from Monday) are the shop's calendar (${data.time_zone}).`}
      </Text>
      <QuickLinks />
      {failed ? (
        <LoadError message="The dashboard could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <>
          <div style={{ marginBottom: tokens.space.xl }}>
            <MetricCards metrics={data?.metrics} />
          </div>
          <Row gutter={gutter}>
            <Col xs={24} lg={10}>
              <TitledCard title="Recent activity">
                {data ? (
                  <RecentActivity activity={data.recent_activity} timeZone={data.time_zone} />
                ) : (
                  <ListSkeleton label="Loading recent activity" />
                )}
              </TitledCard>
            </Col>
            <Col xs={24} lg={14}>
              <TitledCard
                title="Latest orders"
                extra={<ShopLink href="/purchases">View all</ShopLink>}
              >
                {data ? (
                  <LatestOrders orders={data.recent_orders} timeZone={data.time_zone} />
                ) : (
                  <ListSkeleton label="Loading latest orders" />
                )}
              </TitledCard>
            </Col>
          </Row>
        </>
      )}
    </PageFrame>
  );
}
