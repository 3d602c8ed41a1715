import { CONTENT_PAGES, type ContentPagePath } from '@shop/contracts';

/**
 * The footer's content pages
 * (docs/product/storefront.md#footer-pages-and-a-module-that-cannot-load, with the
 * docs/product/roles-and-rules.md#business-constants-and-limits constants): their text. Paths and
 * titles are in `CONTENT_PAGES` (@shop/contracts), which the shell reads too.
 */
export interface InfoPageContent {
  path: string;
  title: string;
  paragraphs: string[];
  /** Numbered steps after the text (how to return an item). */
  steps?: string[];
  /** A link after the steps, into the shop (the purchase history). */
  link?: { href: string; label: string };
  /** Size guide: the XS–XXL table after the text. */
  sizeTable?: boolean;
}

const TEXTS: Record<ContentPagePath, Omit<InfoPageContent, 'path' | 'title'>> = {
  '/about': {
    paragraphs: [
      'FitShop makes performance apparel and footwear for people who train: runners, lifters, yogis and everyone in between.',
      'We test every piece in real workouts before it reaches the shop, and we keep our range small so each item earns its place.',
    ],
  },
  '/contact': {
    paragraphs: [
      'Questions about an order, a size or a product? Our customer team answers every message within one business day.',
      'Write to support@fitshop.example or call +1 (555) 010-2030, Monday to Friday, 9 am to 6 pm Eastern.',
    ],
  },
  '/support': {
    paragraphs: [
      'Most answers are a click away: see Shipping Information for delivery times, Returns & Exchanges for sending something back, and the Size Guide for fit.',
      'Every FitShop product comes with a 2-year warranty against defects in materials and workmanship. If something fails, contact us and we will repair or replace it.',
    ],
  },
  '/shipping': {
    paragraphs: [
      'Shipping is free on every order over $50. Orders placed before 2 pm Eastern on a business day leave our warehouse the same day.',
      'Standard delivery within the continental US takes 3–5 business days; you receive a tracking link as soon as your parcel ships.',
    ],
  },
  // docs/product/account.md#returns: the steps are the purchase page's Request a Return.
  '/returns': {
    paragraphs: [
      'Changed your mind? Return unworn items with their tags within 30 days of your order for a full refund or an exchange.',
      'Start a return from your purchase history:',
    ],
    steps: [
      'Sign in and open My Purchases, then the order.',
      'Choose Request a Return, pick the items and how many, and tell us why.',
      'Send the items back. Once they arrive we refund them to your original payment method within 5 business days; the order’s page shows each step.',
      'Bought in our shop? Bring the items and your receipt to the till for a refund or an exchange on the spot.',
    ],
    link: { href: '/purchases', label: 'Go to your purchase history' },
  },
  '/size-guide': {
    paragraphs: [
      'Our apparel comes in sizes XS to XXL. Measure around the fullest part of your chest and your natural waist, then pick the size whose range fits both.',
      'Between two sizes? Choose the larger one for a relaxed fit, the smaller one for a compression fit.',
    ],
    sizeTable: true,
  },
  '/faq': {
    paragraphs: [
      'How much is shipping? Nothing on orders over $50. Can I return an item? Yes, within 30 days. Is there a warranty? Every product has a 2-year warranty.',
      'Do I need an account to shop? You can browse and fill your cart as a guest; signing in is needed only at checkout.',
    ],
  },
  '/privacy': {
    paragraphs: [
      'We collect only what we need to run your account and deliver your orders: your name, contact details, address and purchase history.',
      'We never sell your data. Your cart and sign-in are kept in your own browser, and you can ask us to delete your account at any time.',
    ],
  },
  '/terms': {
    paragraphs: [
      'By shopping at FitShop you agree to these terms. Prices are shown in US dollars and may change; the price at checkout is the price you pay.',
      'Orders are subject to availability. Returns within 30 days and the 2-year warranty apply as described on their pages.',
    ],
  },
};

/** In the contracts' order; a page listed there without text here fails to compile. */
export const INFO_PAGES: readonly InfoPageContent[] = CONTENT_PAGES.map(({ path, title }) => ({
  path,
  title,
  ...TEXTS[path],
}));
