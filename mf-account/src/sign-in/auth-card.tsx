import type { ReactNode } from 'react';
import { Panel, Text, tokens } from '@shop/ui';

const { space } = tokens;

/** The centred card both sign-in screens use: title, one line of welcome, the form. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section style={{ padding: `${space.xxxl}px ${space.md}px 64px` }}>
      <Panel
        style={{
          maxWidth: 480,
          margin: '0 auto',
          height: 'auto',
          padding: `${space.xxl}px ${space.xxl}px ${space.xl}px`,
        }}
      >
        <h1 style={{ margin: `0 0 ${space.xxs}px`, fontSize: 30, textAlign: 'center' }}>{title}</h1>
        <Text muted style={{ textAlign: 'center', marginBottom: space.xl }}>
          {subtitle}
        </Text>
        {children}
        <div style={{ marginTop: space.lg, textAlign: 'center', lineHeight: 2 }}>{footer}</div>
      </Panel>
    </section>
  );
}
