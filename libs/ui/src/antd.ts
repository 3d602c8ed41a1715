/**
 * The antd parts of the light facade: only the theme provider that every app root
 * needs. This facade is on every page's first load (budget: 250 KB gzip for `/`,
 * measured), so antd components live in the kits that screens load with them:
 * `@shop/ui/controls` (Button, grid), `@shop/ui/forms`, `@shop/ui/data`.
 */
export { ConfigProvider } from 'antd';
export type { ThemeConfig } from 'antd';
