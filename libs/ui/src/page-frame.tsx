import type { ReactNode } from 'react';
import { Text } from './text';

/** Every screen's frame: one `<h1>` with the screen's title, then its content. */
export function PageFrame({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 20px 48px' }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
        }}
      >
        <h1 style={{ margin: '0 0 16px', fontSize: 32 }}>{title}</h1>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** The honest line on a screen whose features arrive in a later release. */
export function ComingSoon() {
  return <Text muted>This screen is coming in a later release.</Text>;
}
