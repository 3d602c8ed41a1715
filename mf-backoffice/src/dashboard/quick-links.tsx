import { Panel, ShopLink, Text, tokens } from '@shop/ui';

const LINKS = [
  { href: '/inventory', title: 'Inventory', text: 'Stock levels, restocks and history.' },
  { href: '/sales', title: 'Sales', text: 'Ring up a sale at the till.' },
  { href: '/suppliers', title: 'Suppliers', text: 'Who supplies what, and how.' },
  { href: '/reports', title: 'Reports', text: 'Sales, inventory and profit.' },
] as const;

const STYLES = `
  .staff-links { list-style: none; margin: 0 0 var(--shop-space-xl); padding: 0; display: grid;
    gap: var(--shop-space-md); grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); }
  .staff-links a { display: block; color: inherit; text-decoration: none; height: 100%; }
  .staff-links a:hover strong, .staff-links a:focus-visible strong { color: var(--shop-brand); }
`;

/** Where staff go from the dashboard (docs/product/dashboard.md). */
export function QuickLinks() {
  return (
    <nav aria-label="Back office">
      <style href="staff-links" precedence="default">
        {STYLES}
      </style>
      <ul className="staff-links">
        {LINKS.map(({ href, title, text }) => (
          <li key={href}>
            <ShopLink href={href}>
              <Panel style={{ padding: tokens.space.md }}>
                <strong style={{ display: 'block', fontSize: tokens.fontSize.md }}>{title}</strong>
                <Text muted as="span">
                  {text}
                </Text>
              </Panel>
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
