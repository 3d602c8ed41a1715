import { ShopLink } from '@shop/ui';
import { footerColumns } from './footer-links';

/** Read once: the route table does not change while the page runs. */
const COLUMNS = footerColumns();

/**
 * Placeholders (docs/product/storefront.md#navigation-bar-and-footer): shown, clearly not yet
 * links, never a dead `#`.
 */
const SOCIAL = ['Instagram', 'Facebook', 'YouTube'] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-about">
          <p className="brand">
            Fit<span>Shop</span>
          </p>
          <p>
            Performance apparel and footwear for every workout. Free shipping on orders over $50.
          </p>
          <ul className="social" aria-label="Social media">
            {SOCIAL.map((name) => (
              <li key={name}>
                <span
                  className="social-soon"
                  aria-disabled="true"
                  aria-label={`${name} (coming soon)`}
                  title="Coming soon"
                >
                  {name}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="footer-column">
            <h2>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <ShopLink href={link.href}>{link.label}</ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="copyright">© {new Date().getFullYear()} FitShop. All rights reserved.</p>
    </footer>
  );
}
