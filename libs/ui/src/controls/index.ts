/**
 * @shop/ui/controls: the shop's antd theme (`ShopTheme`) with antd's Button and layout
 * grid, and the `QuantityStepper` built on that Button, shared as their own federation
 * singleton. Kept out of `@shop/ui` so that the first pages (`/`, `/products`), which
 * use `PlainButton` and CSS grids, load no antd at all; screens further in import these
 * and sit inside a `ShopTheme`. The shell provides this module too
 * (tools/webpack/shared.js), so every module runs on one antd instance: one theme
 * context, one style cache.
 */
export { Button, Col, Row } from 'antd';
export { ShopTheme } from './shop-theme';
export { QuantityStepper, clampQuantity, type QuantityStepperProps } from './quantity-stepper';
export { ExportButton, saveTextFile } from './export-button';
