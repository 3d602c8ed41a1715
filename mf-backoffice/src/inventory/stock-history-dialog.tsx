import { useState } from 'react';
import type { StockMovement } from '@shop/contracts';
import { LoadError, PageLoading, ShopLink, ShopTime, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { Modal } from '@shop/ui/forms';
import { Pager } from '@shop/ui/paging';
import { actorName, movementLabel, signed } from './inventory-labels';
import type { RecordDialogProps } from './inventory-columns';
import { useGetStockMovementsQuery } from './inventory.api';

const columns: TableColumnsType<StockMovement> = [
  {
    title: 'When',
    dataIndex: 'created_at',
    render: (at: string) => <ShopTime at={at} format="dateTime" />,
  },
  {
    title: 'Change',
    dataIndex: 'quantity_change',
    align: 'right',
    render: (change: number) => (
      <strong style={{ color: change < 0 ? tokens.color.danger : tokens.color.success }}>
        {signed(change)}
      </strong>
    ),
  },
  { title: 'Stock After', dataIndex: 'stock_after', align: 'right' },
  {
    title: 'Reason',
    key: 'reason',
    render: (_value, movement) => (
      <>
        <div>{movementLabel(movement)}</div>
        {movement.note && (
          <div style={{ color: tokens.color.muted, fontSize: tokens.fontSize.xs }}>
            {movement.note}
          </div>
        )}
      </>
    ),
  },
  {
    title: 'Reference',
    key: 'reference',
    render: (_value, { purchase_id, reference }) =>
      purchase_id ? (
        <ShopLink href={`/purchases/${purchase_id}`}>Order #{purchase_id}</ShopLink>
      ) : (
        (reference ?? '—')
      ),
  },
  { title: 'By', dataIndex: 'actor', render: actorName },
];

/**
 * A product's stock history, newest first: when, the change, the stock after it, why,
 * the purchase it belongs to and who made it. Paged, like the API.
 */
export function StockHistoryDialog({ record, open, onClose, afterClose }: RecordDialogProps) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useGetStockMovementsQuery({
    productId: record.product_id,
    page,
  });

  return (
    <Modal
      open={open}
      title={`Stock history of ${record.product.name}`}
      onCancel={onClose}
      afterClose={afterClose}
      width={960}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {isLoading && <PageLoading label="Loading stock history" />}
      {isError && !isFetching && (
        <LoadError
          message="The stock history could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {data && !isError && (
        <>
          <Table<StockMovement>
            rowKey="id"
            columns={columns}
            dataSource={data.movements}
            loading={isFetching}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No stock movements yet.' }}
          />
          <Pager
            page={page}
            pages={data.pages}
            onPage={setPage}
            variant="compact"
            label="Stock history pages"
          />
        </>
      )}
    </Modal>
  );
}
