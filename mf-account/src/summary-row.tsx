import type { ReactNode } from 'react';
import { tokens } from '@shop/ui';

const { space } = tokens;

/** One label and its value in a card's `<dl>`. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: space.md,
        padding: `${space.xs}px 0`,
      }}
    >
      <dt style={{ color: tokens.color.muted }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{children}</dd>
    </div>
  );
}
