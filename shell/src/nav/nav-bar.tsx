import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  selectCartCount,
  selectIsSignedIn,
  selectPermissions,
  selectRole,
  signOut,
  useAppDispatch,
  useAppSelector,
} from '@shop/shop-state';
import { ShopLink, useCurrentLocation } from '@shop/ui';

import { ManageMenu } from './manage-menu';
import { isCurrent, navLinksFor, type NavLinkItem } from './nav-links';

function CartCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="nav-count" aria-label={`${count} ${count === 1 ? 'item' : 'items'} in cart`}>
      {count}
    </span>
  );
}

/**
 * The site header (docs/product/storefront.md#navigation-bar-and-footer): brand and the route
 * table's links for the session.
 */
export function NavBar() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const role = useAppSelector(selectRole);
  const permissions = useAppSelector(selectPermissions);
  const cartCount = useAppSelector(selectCartCount);
  const { pathname } = useCurrentLocation();
  const [open, setOpen] = useState(false);

  const session = { signedIn, role, permissions };
  const renderLink = (link: NavLinkItem) => (
    <li key={link.href + link.label}>
      <ShopLink
        href={link.href}
        className="nav-link"
        aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
        onClick={() => setOpen(false)}
      >
        {link.label}
        {link.href === '/cart' && <CartCount count={cartCount} />}
      </ShopLink>
    </li>
  );

  function onSignOut() {
    setOpen(false);
    // Ends the session on the server too
    // (docs/decisions/0061-sign-out-ends-the-token-on-the-server.md).
    void dispatch(signOut());
    navigateToUrl('/');
  }

  return (
    <header className="site-header">
      <nav className="site-nav" aria-label="Main">
        <ShopLink href="/" className="brand">
          Fit<span>Shop</span>
        </ShopLink>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close menu' : 'Menu'}
        </button>
        <div id="site-menu" className={open ? 'nav-menu open' : 'nav-menu'}>
          <ul className="nav-group">
            {navLinksFor(session, 'main').map(renderLink)}
            <ManageMenu
              links={navLinksFor(session, 'manage')}
              pathname={pathname}
              renderLink={renderLink}
            />
          </ul>
          <ul className="nav-group nav-account">
            {navLinksFor(session, 'account').map(renderLink)}
            {signedIn && (
              <li>
                <button type="button" className="nav-link nav-signout" onClick={onSignOut}>
                  Sign out
                </button>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
