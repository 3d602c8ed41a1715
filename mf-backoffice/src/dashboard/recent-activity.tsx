import type { DashboardActivity, DashboardActivityKind } from '@shop/contracts';
import { formatDateTime, ShopLink, Text, tokens } from '@shop/ui';
import { personName } from '../person-name';

const KIND_LABELS: Record<DashboardActivityKind, string> = {
  sale: 'Sale',
  web_order: 'Web order',
  cancellation: 'Cancellation',
  restock: 'Restock',
  adjustment: 'Adjustment',
  new_supplier: 'New supplier',
};

const KIND_TONES: Record<DashboardActivityKind, keyof typeof tokens.tone> = {
  sale: 'success',
  web_order: 'info',
  cancellation: 'neutral',
  restock: 'special',
  adjustment: 'caution',
  new_supplier: 'warning',
};

/**
 * What happened lately (docs/product/dashboard.md): sales, web orders, cancellations, restocks,
 * adjustments and new suppliers, newest first; each says what, who and when, and opens
 * the thing it is about.
 */
export function RecentActivity({
  activity,
  timeZone,
}: {
  activity: DashboardActivity[];
  timeZone: string;
}) {
  if (!activity.length) return <Text muted>Nothing has happened yet.</Text>;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {activity.map((item) => {
        const tone = tokens.tone[KIND_TONES[item.kind]];
        return (
          <li
            key={item.id}
            style={{
              display: 'flex',
              gap: tokens.space.sm,
              alignItems: 'baseline',
              padding: `${tokens.space.xs}px 0`,
              borderTop: `1px solid ${tokens.color.line}`,
            }}
          >
            <span
              style={{
                color: tone.text,
                background: tone.background,
                padding: '2px 8px',
                borderRadius: tokens.radius.pill,
                fontSize: tokens.fontSize.xs,
                fontWeight: 600,
                whiteSpace: 'nowrap',
              }}
            >
              {KIND_LABELS[item.kind]}
            </span>
            <div style={{ minWidth: 0 }}>
              <ShopLink href={item.link}>{item.description}</ShopLink>
              <Text muted as="div" style={{ fontSize: tokens.fontSize.sm }}>
                {item.actor ? `${personName(item.actor)} · ` : ''}
                <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>
              </Text>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
