/**
 * The shop's design tokens: the one place its colours, spacing, radii and type are
 * written. They reach every surface from here:
 * - antd, through `ShopTheme` (`@shop/ui/controls`);
 * - TypeScript (plain widgets, remotes' inline styles and `<style>` text), as
 *   `tokens.color.brand`, `tokens.space.md`, …;
 * - CSS, as `var(--shop-brand)`, `var(--shop-space-md)`, …: the shell's page declares
 *   them from `tokenCssVariables()` when it is built (tools/webpack/design-tokens.js).
 *
 * This file imports nothing, so the build can read it on its own. A colour anywhere
 * else is a lint error (eslint.config.mjs, "colours come from the tokens").
 */
export const tokens = {
  color: {
    /** Sporty burnt orange; white text on it meets WCAG AA. */
    brand: '#c2410c',
    brandHover: '#9a3412',
    brandActive: '#7c2d12',
    /** The brand colour lightened for text on dark backgrounds. */
    brandOnDark: '#fdba74',
    ink: '#111827',
    inkSoft: '#1f2937',
    slate: '#374151',
    /** Secondary text (WCAG AA on white and on the page surface). */
    muted: '#4b5563',
    /** Borders of inputs and swatches: 3:1 against white, as controls need. */
    subtle: '#6b7280',
    faint: '#9ca3af',
    /** Body text on ink (footer, dark bands). */
    onDark: '#d1d5db',
    /** Hairlines: dividers, card borders, table rules. */
    line: '#e5e7eb',
    /** Outline of a plain button, as antd draws its own. */
    control: '#d9d9d9',
    /** The page behind the cards. */
    surface: '#f7f7f5',
    /** Where a picture is still loading or missing. */
    placeholder: '#eef0f2',
    /** A quiet fill: table headers, neutral badges. */
    fill: '#f3f4f6',
    white: '#fff',
    success: '#15803d',
    danger: '#b91c1c',
    dangerStrong: '#991b1b',
    /** Rating stars. */
    star: '#b45309',
  },
  /** Text and background pairs for badges and notices, by meaning. */
  tone: {
    neutral: { text: '#374151', background: '#f3f4f6' },
    info: { text: '#1e40af', background: '#dbeafe' },
    success: { text: '#166534', background: '#dcfce7' },
    warning: { text: '#92400e', background: '#fef3c7' },
    caution: { text: '#9a3412', background: '#ffedd5' },
    danger: { text: '#991b1b', background: '#fee2e2' },
    special: { text: '#6b21a8', background: '#f3e8ff' },
  },
  /** Gaps, paddings and margins, in px. */
  space: { xxs: 4, xs: 8, sm: 12, md: 16, lg: 20, xl: 24, xxl: 32, xxxl: 48 },
  /** Corner radii, in px. */
  radius: { sm: 6, md: 8, control: 10, card: 12, pill: 999 },
  /** Type sizes, in px. */
  fontSize: { xs: 13, sm: 14, base: 15, md: 17, lg: 20, xl: 24, xxl: 32 },
  /** Widest content column and the page's side padding, in px. */
  layout: { pageWidth: 1200, gutter: 20 },
  shadow: {
    card: '0 1px 2px rgba(17, 24, 39, 0.04)',
    raised: '0 6px 16px rgba(17, 24, 39, 0.16)',
  },
} as const;

/** The shop's typeface stack: antd's theme and the page's CSS (`--shop-font-family`). */
export const fontFamily =
  "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Tokens only CSS reads, so they reach the page as custom properties alone and no
 * script carries them (`@shop/ui` is on every first page): `--shop-swatch-<colour>`
 * for the catalogue's colour names (lower case) and `--shop-gradient-<name>-start` /
 * `-end` for large decorative areas (the home page's category tiles).
 */
export const cssOnlyTokens = {
  swatch: {
    Black: '#111827',
    White: '#ffffff',
    Red: '#dc2626',
    Blue: '#2563eb',
    Green: '#16a34a',
    Gray: '#6b7280',
    Navy: '#1e3a8a',
    Pink: '#ec4899',
  },
  gradient: {
    slate: ['#1f2937', '#374151'],
    ember: ['#9a3412', '#c2410c'],
    teal: ['#115e59', '#0f766e'],
    navy: ['#1e3a8a', '#1d4ed8'],
  },
} as const;

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);

/** One group of tokens as custom properties; numbers are px. */
const group = (prefix: string, values: Record<string, string | number>) =>
  Object.entries(values).map(([name, value]): [string, string] => [
    `--shop-${prefix}${kebab(name)}`,
    typeof value === 'number' ? `${value}px` : value,
  ]);

/**
 * The tokens as CSS custom properties: `--shop-<colour>` (`--shop-brand-hover`),
 * `--shop-space-<step>`, `--shop-radius-<step>`, `--shop-font-size-<step>`,
 * `--shop-font-family`, `--shop-page-width`, `--shop-gutter`, `--shop-shadow-<name>`,
 * and the CSS-only ones above.
 */
export function tokenCssVariables(): Record<string, string> {
  return Object.fromEntries([
    ...group('', tokens.color),
    ...group('space-', tokens.space),
    ...group('radius-', tokens.radius),
    ...group('font-size-', tokens.fontSize),
    ...group('', { fontFamily, ...tokens.layout }),
    ...group('shadow-', tokens.shadow),
    ...group('swatch-', cssOnlyTokens.swatch),
    ...Object.entries(cssOnlyTokens.gradient).flatMap(([name, [start, end]]) => [
      ...group(`gradient-${name}-`, { start, end }),
    ]),
  ]);
}

/** `:root { --shop-brand: #c2410c; … }`, the rule the shell's page carries. */
export function tokenCssRule(): string {
  const lines = Object.entries(tokenCssVariables()).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}`;
}
