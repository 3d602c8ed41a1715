import { ShopLink, tokens } from '@shop/ui';

const crumb = { display: 'inline-flex', alignItems: 'center', gap: tokens.space.xs } as const;

/**
 * Home / Products / category / name. Plain links rather than antd's Breadcrumb:
 * the data kit it lives in carries the table too, which this page does not need.
 */
export function ProductBreadcrumb({ category, name }: { category?: string; name: string }) {
  const trail = [
    { label: 'Home', href: '/' },
    { label: 'Products', href: '/products' },
    ...(category
      ? [{ label: category, href: `/products?category=${encodeURIComponent(category)}` }]
      : []),
  ];
  return (
    <nav
      aria-label="Breadcrumb"
      style={{ marginBottom: tokens.space.lg, fontSize: tokens.fontSize.sm }}
    >
      <ol
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: tokens.space.xs,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {trail.map((step) => (
          <li key={step.href} style={crumb}>
            <ShopLink href={step.href} style={{ textTransform: 'capitalize' }}>
              {step.label}
            </ShopLink>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li style={crumb}>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}
