import {
  parseInventorySort,
  type InventoryRecord,
  type InventorySort,
  type InventorySortKey,
} from '@shop/contracts';
import { ShopTime, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { StockStatusTag, type TableColumnsType } from '@shop/ui/data';
import type { DialogControls } from '../use-dialog';
import { ProductCell } from './product-cell';

/** What a row's buttons open; each takes the row's record. */
export type InventoryAction = 'restock' | 'adjust' | 'levels' | 'history';

/** The props of the dialog an action opens. */
export type RecordDialogProps = DialogControls & { record: InventoryRecord };

const ACTIONS: readonly { action: InventoryAction; text: string }[] = [
  { action: 'restock', text: 'Restock' },
  { action: 'adjust', text: 'Adjust' },
  { action: 'levels', text: 'Levels' },
  { action: 'history', text: 'History' },
];

type Column = TableColumnsType<InventoryRecord>[number];

/** A column the API sorts on; antd draws the arrows and makes the header a key-operable control. */
function sortable(key: InventorySortKey, sort: InventorySort, column: Column): Column {
  const { key: sortedBy, descending } = parseInventorySort(sort);
  return {
    ...column,
    key,
    sorter: true,
    sortDirections: ['ascend', 'descend'],
    sortOrder: sortedBy === key ? (descending ? 'descend' : 'ascend') : null,
  };
}

function StatusCell({ record }: { record: InventoryRecord }) {
  return (
    <div style={{ display: 'grid', gap: tokens.space.xxs, justifyItems: 'start' }}>
      <StockStatusTag status={record.stock_status} />
      {record.suggested_reorder_quantity > 0 && (
        <span style={{ color: tokens.color.muted, fontSize: tokens.fontSize.xs }}>
          Reorder {record.suggested_reorder_quantity}
        </span>
      )}
    </div>
  );
}

/** The inventory table's columns (docs/product/inventory.md), sorted as `sort` says. */
export function inventoryColumns(
  sort: InventorySort,
  onAction: (action: InventoryAction, record: InventoryRecord) => void,
): TableColumnsType<InventoryRecord> {
  return [
    sortable('name', sort, {
      title: 'Product',
      render: (_value, record) => <ProductCell product={record.product} />,
    }),
    { title: 'SKU', key: 'sku', render: (_value, record) => record.product.sku },
    sortable('stock', sort, {
      title: 'Current Stock',
      dataIndex: 'quantity_in_stock',
      align: 'right',
    }),
    { title: 'Min Level', dataIndex: 'minimum_stock_level', align: 'right' },
    { title: 'Max Level', dataIndex: 'maximum_stock_level', align: 'right' },
    sortable('status', sort, {
      title: 'Status',
      render: (_value, record) => <StatusCell record={record} />,
    }),
    sortable('last_restocked', sort, {
      title: 'Last Restocked',
      dataIndex: 'last_restocked',
      render: (value: string | null) => (value ? <ShopTime at={value} format="date" /> : 'Never'),
    }),
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, record) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs }}>
          {ACTIONS.map(({ action, text }) => (
            <Button
              key={action}
              size="small"
              type={action === 'restock' ? 'primary' : 'default'}
              // The visible word stays first in the name (WCAG 2.5.3); the product tells rows apart.
              aria-label={`${text} ${record.product.name}`}
              onClick={() => onAction(action, record)}
            >
              {text}
            </Button>
          ))}
        </div>
      ),
    },
  ];
}
