import { FOOTER_COLUMNS, type FooterColumn } from '@shop/contracts';
import type { ShopRoute } from '../routing/route-model';
import { ROUTES } from '../routing/routes';

const HEADINGS: Record<FooterColumn, string> = { shop: 'Shop', help: 'Help', company: 'Company' };

export interface FooterColumnLinks {
  heading: string;
  links: { label: string; href: string }[];
}

/** The footer's columns, each with the routes placed in it, by their `order`. */
export function footerColumns(routes: readonly ShopRoute[] = ROUTES): FooterColumnLinks[] {
  return FOOTER_COLUMNS.map((column) => ({
    heading: HEADINGS[column],
    links: routes
      .flatMap(({ path, footer }) => (footer?.column === column ? [{ ...footer, href: path }] : []))
      .sort((a, b) => a.order - b.order)
      .map(({ label, href }) => ({ label, href })),
  }));
}
