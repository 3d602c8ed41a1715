import type { CSSProperties, ReactNode } from 'react';
import { tokens } from './tokens';

/**
 * Body text and card surfaces. Plain elements on purpose: antd's Typography and
 * Card bring Input, Tooltip and Tabs along, which the first page cannot afford.
 */
export function Text({
  muted = false,
  as: Element = 'p',
  style,
  children,
}: {
  muted?: boolean;
  as?: 'p' | 'span' | 'div';
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Element
      style={{
        margin: Element === 'p' ? '0 0 1em' : 0,
        lineHeight: 1.6,
        color: muted ? tokens.color.muted : undefined,
        ...style,
      }}
    >
      {children}
    </Element>
  );
}

export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div
      style={{
        background: tokens.color.white,
        border: `1px solid ${tokens.color.line}`,
        borderRadius: tokens.radius.card,
        overflow: 'hidden',
        height: '100%',
        boxShadow: tokens.shadow.card,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
