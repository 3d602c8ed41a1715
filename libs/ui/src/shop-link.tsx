import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

type ShopLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A plain `<a href>` that single-spa routes without a page load, so links work the
 * same across modules. Modified clicks (new tab, download) keep browser behaviour.
 */
export function ShopLink({ onClick, ...props }: ShopLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || props.target) return;
    event.preventDefault();
    navigateToUrl(props.href);
  }
  return <a {...props} onClick={handleClick} />;
}
