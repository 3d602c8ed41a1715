import { DEFAULT_INVENTORY_SORT, type InventoryRecord, type InventorySort } from '@shop/contracts';
import { Table } from '@shop/ui/data';
import { inventoryColumns, type InventoryAction } from './inventory-columns';

export interface InventoryTableProps {
  records: InventoryRecord[];
  sort: InventorySort;
  onSort: (sort: InventorySort) => void;
  onAction: (action: InventoryAction, record: InventoryRecord) => void;
  /** Dims the rows while a newer answer loads. */
  refreshing: boolean;
}

interface SortChange {
  columnKey?: unknown;
  order?: 'ascend' | 'descend' | null;
}

/** A column header's sort, as the API's `sort` value; no order means the default. */
function sortOf(change: SortChange | SortChange[]): InventorySort {
  const { columnKey, order } = Array.isArray(change) ? (change[0] ?? {}) : change;
  if (!order || typeof columnKey !== 'string') return DEFAULT_INVENTORY_SORT;
  return `${order === 'descend' ? '-' : ''}${columnKey}` as InventorySort;
}

/** One page of stock records; sorting is the API's, so the whole list is in order. */
export function InventoryTable({
  records,
  sort,
  onSort,
  onAction,
  refreshing,
}: InventoryTableProps) {
  return (
    <Table<InventoryRecord>
      rowKey="product_id"
      columns={inventoryColumns(sort, onAction)}
      dataSource={records}
      loading={refreshing}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onChange={(_pagination, _filters, sorter) => onSort(sortOf(sorter))}
      locale={{ emptyText: 'No inventory items found.' }}
      showSorterTooltip={false}
    />
  );
}
