import type { ReactNode } from 'react';
import { selectUser, useAppSelector, useGetPurchasesQuery, useSignedOut } from '@shop/shop-state';
import { RECENT_PURCHASES } from '@shop/contracts';
import {
  PageFrame,
  Panel,
  ShopLink,
  SkeletonBlock,
  StatusBadge,
  Text,
  welcomeTitle,
} from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { RecentOrders } from './recent-orders';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function QuickLink({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <ShopLink href={href} className="account-quick-link" style={{ display: 'block' }}>
      <Panel style={{ padding: 20 }}>
        <strong style={{ display: 'block', fontSize: 17, marginBottom: 4 }}>{title}</strong>
        <Text muted as="span">
          {text}
        </Text>
      </Panel>
    </ShopLink>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', padding: '10px 0' }}>
      <dt style={{ color: '#4b5563' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600 }}>{children}</dd>
    </div>
  );
}

/**
 * `/dashboard` for customers (spec §2): greeting, quick links, account summary and
 * the newest orders. "Total orders" is the API's count of all of them, not the
 * number of rows shown (the spec's screen counted the rows; five is not a total).
 */
export function CustomerDashboardPage() {
  const user = useAppSelector(selectUser);
  const recent = useGetPurchasesQuery({ per_page: RECENT_PURCHASES }, { skip: useSignedOut() });
  const totalOrders = recent.isError ? 'Unavailable' : recent.data?.total;
  return (
    <PageFrame title={welcomeTitle(user)}>
      <Text muted>Here is a quick look at your FitShop account.</Text>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} md={12}>
          <QuickLink href="/products" title="Shop Products" text="Browse the latest gear." />
        </Col>
        <Col xs={24} md={12}>
          <QuickLink href="/profile" title="My Profile" text="Update your details and password." />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          <Panel style={{ padding: 20 }}>
            <h2 style={{ fontSize: 20, margin: '0 0 8px' }}>Account Summary</h2>
            <dl style={{ margin: 0 }}>
              <SummaryRow label="Total orders">
                {totalOrders ?? <SkeletonBlock width={32} height={18} />}
              </SummaryRow>
              {user?.created_at && (
                <SummaryRow label="Member since">{longDate(user.created_at)}</SummaryRow>
              )}
              <SummaryRow label="Status">
                <StatusBadge status="active" />
              </SummaryRow>
            </dl>
          </Panel>
        </Col>
        <Col xs={24} md={14}>
          <Panel style={{ padding: 20 }}>
            <section aria-labelledby="recent-orders-heading">
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <h2 id="recent-orders-heading" style={{ fontSize: 20, margin: '0 0 8px' }}>
                  Recent Orders
                </h2>
                <ShopLink href="/purchases">View all</ShopLink>
              </div>
              <RecentOrders
                orders={recent.data}
                failed={recent.isError}
                onRetry={() => void recent.refetch()}
              />
            </section>
          </Panel>
        </Col>
      </Row>
    </PageFrame>
  );
}
