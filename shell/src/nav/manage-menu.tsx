import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { isCurrent, type NavLinkItem } from './nav-links';

/**
 * Staff's management links behind one **Manage** button, so the bar stays on one row down
 * to 1024 px (docs/product/storefront.md#navigation-bar-and-footer). A disclosure, not an ARIA
 * menu: the links stay links, reached with Tab; Escape closes it and gives focus back to the
 * button, as does choosing a link or moving focus out of it.
 */
export function ManageMenu({
  links,
  pathname,
  renderLink,
}: {
  links: NavLinkItem[];
  pathname: string;
  renderLink: (link: NavLinkItem) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (links.length === 0) return null;
  const holdsCurrentPage = links.some((link) => isCurrent(link.href, pathname));

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <li className="nav-manage" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={button}
        type="button"
        className="nav-link nav-manage-toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-current={holdsCurrentPage || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Manage<span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul id={listId} className="nav-manage-list" hidden={!open} onClick={() => setOpen(false)}>
        {links.map(renderLink)}
      </ul>
    </li>
  );
}
