import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
// A kit takes the plain widgets and tokens from the shared `@shop/ui` (the federation
// singleton already on the page), not from their files: that would bundle a second copy
// of them into the kit.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';
import { fontFamily } from '../tokens';

/** The one antd theme of the shop, from the design tokens (../tokens.ts). */
const shopTheme: ThemeConfig = {
  token: {
    colorPrimary: tokens.color.brand,
    colorLink: tokens.color.brand,
    // antd's default danger red is below the WCAG AA contrast minimum on white.
    colorError: tokens.color.danger,
    colorTextBase: tokens.color.ink,
    borderRadius: tokens.radius.control,
    fontFamily,
    fontSize: tokens.fontSize.base,
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
