import type { ReactNode } from 'react';

/** A home-page band with an `<h2>` heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 20px 8px' }}>
      <h2 style={{ fontSize: 28, marginTop: 0 }}>{title}</h2>
      {children}
    </section>
  );
}
