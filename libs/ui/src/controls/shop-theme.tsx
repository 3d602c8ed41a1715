import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { brand } from '../theme';

/** The one antd theme of the shop. */
const shopTheme: ThemeConfig = {
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

/**
 * The shop's antd theme for the antd components below it (controls, form and data
 * kits). Wrap a screen, or a module's root, that uses them: antd's theme provider
 * costs a throttled phone ~100 ms of start-up and ~40 KB gzip, so the first pages,
 * which use none, do not carry it (`AppProviders` holds only the store).
 */
export function ShopTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={shopTheme}>{children}</ConfigProvider>;
}
