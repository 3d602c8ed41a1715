/**
 * @shop/ui/controls: antd's Button and layout grid, shared as their own federation
 * singleton. Kept out of `@shop/ui` so that the first pages (`/`, `/products`), which
 * use `PlainButton` and CSS grids, load no antd component; screens further in import
 * these. The shell provides this module too (tools/webpack/shared.js), so it runs on
 * the same antd instance as `@shop/ui` and picks up the shop theme from `AppProviders`.
 */
export { Button, Col, Row } from 'antd';
