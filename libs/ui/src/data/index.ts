/**
 * @shop/ui/data: the data-display kit (tables, pagination, descriptions, skeletons),
 * shared as its own federation singleton like `@shop/ui/forms` and for the same
 * reason: these antd components are too heavy for the first page (`/`, budget
 * 250 KB gzip). Import it from lazily loaded screens only. `StatusBadge` (plain, no
 * antd) lives here too: statuses show in tables and detail cards, never on `/`. So does
 * `TitledCard` (plain): a card named by its heading, for dashboards, details and reports. And
 * `PurchaseReceipt` (plain): the one receipt, printed at the till and reprinted from the desk.
 */
export { Breadcrumb, Descriptions, Empty, Pagination, Skeleton, Table, Tag } from 'antd';
export type { TableColumnsType, DescriptionsProps } from 'antd';
export { StatusBadge } from './status-badge';
export { StockStatusTag } from './stock-status-tag';
export { TitledCard, type TitledCardProps } from './titled-card';
export {
  ResponsiveTable,
  type ResponsiveColumn,
  type ResponsiveTableProps,
} from './responsive-table';
export { STACK_BELOW, useNarrowScreen } from './use-narrow-screen';
export {
  PurchaseReceipt,
  ReceiptStyles,
  SHOP_NAME,
  type ReceiptOfSale,
  type ReceiptShop,
} from './purchase-receipt';
export { SaleBarcode } from './sale-barcode';
