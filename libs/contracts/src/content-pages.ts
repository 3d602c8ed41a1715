/**
 * The footer's columns, left to right after the brand
 * (docs/product/storefront.md#footer-pages-and-a-module-that-cannot-load).
 */
export const FOOTER_COLUMNS = ['shop', 'help', 'company'] as const;
export type FooterColumn = (typeof FOOTER_COLUMNS)[number];

/** Where a page is linked from the footer: its column, and its place in it (ascending). */
export interface FooterPlacement {
  label: string;
  column: FooterColumn;
  order: number;
}

export interface ContentPage {
  path: string;
  /** The page's heading. */
  title: string;
  footer: FooterPlacement;
}

/**
 * The footer's content pages
 * (docs/product/storefront.md#footer-pages-and-a-module-that-cannot-load). They live here, not in
 * the shell, because two projects read them and a remote cannot import the shell: the shell routes
 * them to the storefront and links them from the footer, the storefront renders them. A new page is
 * one line here plus its text in the storefront (the compiler asks for it).
 */
export const CONTENT_PAGES = [
  { path: '/about', title: 'About Us', footer: { label: 'About', column: 'company', order: 1 } },
  { path: '/contact', title: 'Contact Us', footer: { label: 'Contact', column: 'help', order: 5 } },
  { path: '/support', title: 'Support', footer: { label: 'Support', column: 'help', order: 1 } },
  {
    path: '/shipping',
    title: 'Shipping Information',
    footer: { label: 'Shipping', column: 'help', order: 2 },
  },
  {
    path: '/returns',
    title: 'Returns & Exchanges',
    footer: { label: 'Returns', column: 'help', order: 3 },
  },
  {
    path: '/size-guide',
    title: 'Size Guide',
    footer: { label: 'Size Guide', column: 'shop', order: 2 },
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    footer: { label: 'FAQ', column: 'help', order: 4 },
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    footer: { label: 'Privacy', column: 'company', order: 2 },
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    footer: { label: 'Terms', column: 'company', order: 3 },
  },
] as const satisfies readonly ContentPage[];

export type ContentPagePath = (typeof CONTENT_PAGES)[number]['path'];
