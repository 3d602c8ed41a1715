import { AUDIT_KIND_LABELS, type AuditEntry } from '@shop/contracts';
import { ShopTime, tokens } from '@shop/ui';
import { ResponsiveTable, type ResponsiveColumn } from '@shop/ui/data';
import { AuditDetails } from './audit-details';

const columns: readonly ResponsiveColumn<AuditEntry>[] = [
  {
    key: 'at',
    title: 'When',
    heading: true,
    render: (entry) => <ShopTime at={entry.at} format="dateTime" />,
  },
  {
    key: 'who',
    title: 'Who',
    render: ({ actor, approved_by }) => (
      <>
        <div>{actor.username}</div>
        {approved_by && (
          <div style={{ color: tokens.color.muted, fontSize: tokens.fontSize.xs }}>
            approved by {approved_by}
          </div>
        )}
      </>
    ),
  },
  { key: 'kind', title: 'Kind', render: (entry) => AUDIT_KIND_LABELS[entry.kind] },
  { key: 'summary', title: 'Summary', render: (entry) => entry.summary },
  { key: 'details', title: 'Details', render: (entry) => <AuditDetails entry={entry} /> },
];

/** One page of the trail, newest first: when, who (and who approved), kind, summary, details. */
export function AuditTable({
  entries,
  refreshing,
}: {
  entries: AuditEntry[];
  refreshing: boolean;
}) {
  return (
    <ResponsiveTable
      label="Audit entries"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty="No entries match these filters."
      loading={refreshing}
    />
  );
}
