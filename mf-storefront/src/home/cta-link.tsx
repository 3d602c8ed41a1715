import type { ReactNode } from 'react';
import { ShopLink, tokens } from '@shop/ui';

const { color, space } = tokens;

const base = {
  display: 'inline-block',
  padding: `${space.sm}px ${space.xl}px`,
  borderRadius: tokens.radius.pill,
  fontWeight: 700,
  textDecoration: 'none',
  fontSize: 16,
};

const variants = {
  primary: { background: color.brand, color: color.white, border: `2px solid ${color.brand}` },
  ghost: { background: 'transparent', color: color.white, border: `2px solid ${color.white}` },
};

/** A call-to-action that is a real link (it navigates), styled as a button. */
export function CtaLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: keyof typeof variants;
  children: ReactNode;
}) {
  return (
    <ShopLink href={href} style={{ ...base, ...variants[variant] }}>
      {children}
    </ShopLink>
  );
}
