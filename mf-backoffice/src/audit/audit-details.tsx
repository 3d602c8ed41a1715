import type { AuditEntry } from '@shop/contracts';
import { tokens } from '@shop/ui';

const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What an entry changed, field by field: before → after, behind a disclosure so the table stays
 * one line an entry. Nothing shows for an entry with neither.
 */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { before, after } = entry;
  if (!before && !after) return null;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>Details</summary>
      <dl style={{ margin: `${tokens.space.xs}px 0 0`, fontSize: tokens.fontSize.sm }}>
        {fields.map((field) => (
          <div key={field} style={{ display: 'flex', gap: tokens.space.sm }}>
            <dt style={{ color: tokens.color.muted }}>{field}</dt>
            <dd style={{ margin: 0 }}>
              {shown(before?.[field])} → {shown(after?.[field])}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
