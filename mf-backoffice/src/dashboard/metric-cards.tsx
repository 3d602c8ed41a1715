import type { ReactNode } from 'react';
import type { DashboardMetrics } from '@shop/contracts';
import { formatPrice, ShopLink, SkeletonBlock, Text, tokens, VisuallyHidden } from '@shop/ui';
import { Col, Row } from '@shop/ui/controls';
import { TitledCard } from '@shop/ui/data';
import {
  alertsText,
  ordersText,
  productsAddedText,
  todayComparison,
  weekComparison,
  type Comparison,
} from './comparisons';

const TREND_COLOURS = {
  up: tokens.color.success,
  down: tokens.color.danger,
  flat: tokens.color.muted,
} as const;

function Metric({
  title,
  value,
  lines,
  extra,
}: {
  title: string;
  value: string;
  lines: (string | Comparison)[];
  extra?: ReactNode;
}) {
  return (
    <TitledCard title={title} extra={extra}>
      <div style={{ fontSize: tokens.fontSize.xxl, fontWeight: 700, lineHeight: 1.2 }}>{value}</div>
      {lines.map((line) =>
        typeof line === 'string' ? (
          <Text key={line} muted as="div">
            {line}
          </Text>
        ) : (
          <Text
            key={line.text}
            as="div"
            style={{ color: TREND_COLOURS[line.trend], fontWeight: 600 }}
          >
            {line.text}
          </Text>
        ),
      )}
    </TitledCard>
  );
}

const CARD_SPANS = { xs: 24, sm: 12, xl: 6 } as const;
const gutter: [number, number] = [tokens.space.md, tokens.space.md];

/**
 * The four figures of the staff dashboard (docs/product/dashboard.md), each with a real
 * comparison; while they load, four skeleton cards hold their places.
 */
export function MetricCards({ metrics }: { metrics: DashboardMetrics | undefined }) {
  if (!metrics)
    return (
      <Row gutter={gutter} role="status" aria-label="Loading the figures">
        {[0, 1, 2, 3].map((card) => (
          <Col key={card} {...CARD_SPANS}>
            <SkeletonBlock height={132} style={{ borderRadius: tokens.radius.card }} />
          </Col>
        ))}
      </Row>
    );
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <Row gutter={gutter}>
      <Col {...CARD_SPANS}>
        <Metric
          title="Today's sales"
          value={formatPrice(metrics.today_sales)}
          lines={[ordersText(metrics.today_orders), todayComparison(metrics)]}
        />
      </Col>
      <Col {...CARD_SPANS}>
        <Metric
          title="This week's sales"
          value={formatPrice(metrics.week_sales)}
          lines={[ordersText(metrics.week_orders), weekComparison(metrics)]}
        />
      </Col>
      <Col {...CARD_SPANS}>
        <Metric
          title="Total products"
          value={count(metrics.total_products)}
          lines={[productsAddedText(metrics)]}
        />
      </Col>
      <Col {...CARD_SPANS}>
        <Metric
          title="Low stock alerts"
          value={count(metrics.low_stock_alerts)}
          lines={[alertsText(metrics)]}
          extra={
            <ShopLink href="/inventory?low_stock_only=true&out_of_stock_only=true">
              View<VisuallyHidden> low stock</VisuallyHidden>
            </ShopLink>
          }
        />
      </Col>
    </Row>
  );
}
