import type { ReactNode } from 'react';
import { Panel, Text } from '@shop/ui';

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
    <section style={{ padding: '48px 16px 64px' }}>
      <Panel style={{ maxWidth: 480, margin: '0 auto', height: 'auto', padding: '32px 32px 24px' }}>
        <h1 style={{ margin: '0 0 4px', fontSize: 30, textAlign: 'center' }}>{title}</h1>
        <Text muted style={{ textAlign: 'center', marginBottom: 24 }}>
          {subtitle}
        </Text>
        {children}
        <div style={{ marginTop: 20, textAlign: 'center', lineHeight: 2 }}>{footer}</div>
      </Panel>
    </section>
  );
}
