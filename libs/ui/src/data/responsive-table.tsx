import { useId, useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Table } from 'antd';
// A kit takes the tokens from the shared `@shop/ui`, as status-badge.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';
import { useNarrowScreen } from './use-narrow-screen';

export interface ResponsiveColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Heads the row's card on a phone (the order number). */
  heading?: boolean;
  /** The row's action (View): on a phone, its own line at the foot of the card. */
  action?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** Names the table, or the list of cards on a phone. */
  label: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** What an empty list says; shown in the page's ink, never antd's faint grey. */
  empty: ReactNode;
  /** Dims the rows while a newer answer loads. */
  loading?: boolean;
  size?: 'small' | 'middle';
}

const { color, space, radius } = tokens;

function CardStyles() {
  return (
    <style href="shop-row-cards" precedence="default">{`
      .shop-row-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.sm}px; }
      .shop-row-card { border: 1px solid ${color.line}; border-radius: ${radius.card}px; padding: ${space.sm}px ${space.md}px; background: ${color.white}; }
      .shop-row-card-heading { margin: 0 0 ${space.xxs}px; font-weight: 700; }
      .shop-row-card dl { margin: 0; }
      .shop-row-card dl > div { display: flex; justify-content: space-between; align-items: center; gap: ${space.md}px; padding: ${space.xxs}px 0; }
      .shop-row-card dt { color: ${color.muted}; }
      .shop-row-card dd { margin: 0; text-align: right; min-width: 0; overflow-wrap: anywhere; }
      .shop-row-card-action { border-top: 1px solid ${color.line}; margin-top: ${space.xs}px; padding-top: ${space.xs}px; }
    `}</style>
  );
}

function RowCard<Row>({ row, columns }: { row: Row; columns: readonly ResponsiveColumn<Row>[] }) {
  const headingId = useId();
  const heading = columns.filter((column) => column.heading);
  return (
    <li className="shop-row-card" aria-labelledby={heading.length ? headingId : undefined}>
      {heading.length > 0 && (
        <p id={headingId} className="shop-row-card-heading">
          {heading.map((column) => (
            <span key={column.key}>{column.render(row)}</span>
          ))}
        </p>
      )}
      <dl>
        {columns
          .filter((column) => !column.heading && !column.action)
          .map((column) => (
            <div key={column.key}>
              <dt>{column.title}</dt>
              <dd>{column.render(row)}</dd>
            </div>
          ))}
      </dl>
      {columns
        .filter((column) => column.action)
        .map((column) => (
          <div key={column.key} className="shop-row-card-action">
            {column.render(row)}
          </div>
        ))}
    </li>
  );
}

/**
 * Rows of records as a table on wide screens and as stacked cards on a phone, where a
 * table would hide its right-hand columns (the total, the status, the View link) behind
 * a sideways scroll (docs/decisions/0076-narrow-screens-cards-and-a-manage-menu.md). One column
 * definition serves both.
 */
export function ResponsiveTable<Row extends object>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  size,
}: ResponsiveTableProps<Row>) {
  const narrow = useNarrowScreen();
  // antd renders the <table> itself; this is its one way to give the element a name.
  const components = useMemo(
    () => ({
      table: (props: HTMLAttributes<HTMLTableElement>) => <table {...props} aria-label={label} />,
    }),
    [label],
  );
  const emptyText = <div style={{ color: color.ink }}>{empty}</div>;
  if (narrow) {
    if (rows.length === 0) return emptyText;
    return (
      <>
        <CardStyles />
        <ul
          className="shop-row-cards"
          aria-label={label}
          aria-busy={loading}
          style={{ opacity: loading ? 0.6 : 1 }}
        >
          {rows.map((row) => (
            <RowCard key={rowKey(row)} row={row} columns={columns} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <Table<Row>
      rowKey={rowKey}
      size={size}
      columns={columns.map(({ key, title, align, render }) => ({
        key,
        title,
        align,
        render: (_value: unknown, row: Row) => render(row),
      }))}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      components={components}
    />
  );
}
