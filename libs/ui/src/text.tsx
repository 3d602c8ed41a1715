import type { CSSProperties, ReactNode } from 'react';
import { brand } from './theme';

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
        color: muted ? brand.muted : undefined,
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
        background: '#fff',
        border: '1px solid #e5e7eb',
        borderRadius: 12,
        overflow: 'hidden',
        height: '100%',
        boxShadow: '0 1px 2px rgba(17, 24, 39, 0.04)',
        ...style,
      }}
    >
      {children}
    </div>
  );
}
