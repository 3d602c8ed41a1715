import { useId, type ReactNode } from 'react';
import { Panel, tokens } from '@shop/ui';

/** A titled part of a report (a table, a breakdown), a region named by its `<h2>`. */
export function ReportSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: tokens.space.xl }}>
      <Panel style={{ padding: tokens.space.lg }}>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: tokens.space.sm,
            marginBottom: tokens.space.md,
          }}
        >
          <h2 id={id} style={{ margin: 0, fontSize: tokens.fontSize.md }}>
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </Panel>
    </section>
  );
}
