import type { ThemeConfig } from 'antd';

/** Brand colours: a sporty burnt orange that keeps white text at WCAG AA contrast. */
export const brand = {
  primary: '#c2410c',
  ink: '#111827',
  muted: '#4b5563',
  surface: '#f7f7f5',
  success: '#15803d',
} as const;

/** The one antd theme of the shop; every app root uses it through `AppProviders`. */
export const shopTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorTextBase: brand.ink,
    borderRadius: 10,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 15,
  },
  components: {
    Button: { fontWeight: 600 },
    Card: { headerFontSize: 16 },
  },
};
