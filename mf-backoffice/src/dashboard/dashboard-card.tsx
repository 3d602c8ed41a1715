import { useId, type ReactNode } from 'react';
import { Panel, tokens } from '@shop/ui';

/** A dashboard card: a region named by its `<h2>`, with an optional link beside it. */
export function DashboardCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ height: '100%' }}>
      <Panel style={{ padding: tokens.space.lg }}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: tokens.space.sm,
          }}
        >
          <h2 id={id} style={{ fontSize: tokens.fontSize.md, margin: `0 0 ${tokens.space.sm}px` }}>
            {title}
          </h2>
          {extra}
        </div>
        {children}
      </Panel>
    </section>
  );
}
