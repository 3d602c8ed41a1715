import type { ReactNode } from 'react';
import { brand, ShopLink } from '@shop/ui';

const base = {
  display: 'inline-block',
  padding: '12px 24px',
  borderRadius: 999,
  fontWeight: 700,
  textDecoration: 'none',
  fontSize: 16,
};

const variants = {
  primary: { background: brand.primary, color: '#fff', border: `2px solid ${brand.primary}` },
  ghost: { background: 'transparent', color: '#fff', border: '2px solid #fff' },
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
