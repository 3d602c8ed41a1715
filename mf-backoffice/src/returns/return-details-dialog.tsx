import { useState } from 'react';
import {
  RETURN_DISPOSITION_LABELS,
  RETURN_DISPOSITIONS,
  RETURN_REASON_LABELS,
  SALE_CHANNEL_LABELS,
  type ReturnDisposition,
  type SaleReturn,
} from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { Price, ShopLink, ShopTime, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { StatusBadge } from '@shop/ui/data';
import { Modal } from '@shop/ui/forms';
import { personName } from '../person-name';
import type { DialogControls } from '../use-dialog';
import { ReturnActions } from './return-actions';
import { useGetReturnQuery } from './returns-desk.api';
import { TENDER_LABELS } from '../tender-labels';

/** A step of the return and who took it, when it was taken. */
function Step({
  label,
  at,
  by,
}: {
  label: string;
  at: string | null;
  by: SaleReturn['created_by'];
}) {
  if (!at) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <ShopTime at={at} format="dateTime" />
        {by && ` by ${personName(by)}`}
      </dd>
    </>
  );
}

/**
 * One return (docs/product/point-of-sale.md#the-returns-desk): its order, status and steps, each
 * line with its reason and what happened to it, the money back per tender, and what may be done
 * next: a request is received (back to stock or written off, per line) or rejected with a note; a
 * received return is refunded.
 */
export function ReturnDetailsDialog({
  listed,
  open,
  onClose,
  afterClose,
}: DialogControls & { listed: SaleReturn }) {
  const { data } = useGetReturnQuery(listed.id, {
    skip: useSignedOut(),
    refetchOnMountOrArgChange: true,
  });
  const saleReturn = data ?? listed;
  const receiving = saleReturn.status === 'requested';
  const [dispositions, setDispositions] = useState<Record<number, ReturnDisposition>>({});
  const dispositionOf = (lineId: number) => dispositions[lineId] ?? 'restock';

  return (
    <Modal
      open={open}
      title={`Return #${saleReturn.id}`}
      onCancel={onClose}
      afterClose={afterClose}
      width={720}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: tokens.space.xxs,
          margin: 0,
        }}
      >
        <dt>Order</dt>
        <dd style={{ margin: 0 }}>
          <ShopLink href={`/purchases/${saleReturn.purchase_id}`}>
            #{saleReturn.purchase_id}
          </ShopLink>
          {` · ${SALE_CHANNEL_LABELS[saleReturn.channel]}`}
        </dd>
        <dt>Status</dt>
        <dd style={{ margin: 0 }}>
          <StatusBadge status={saleReturn.status} />
        </dd>
        <Step label="Asked" at={saleReturn.created_at} by={saleReturn.created_by} />
        <Step label="Received" at={saleReturn.received_at} by={saleReturn.received_by} />
        <Step label="Refunded" at={saleReturn.refunded_at} by={saleReturn.refunded_by} />
        {saleReturn.note && (
          <>
            <dt>Note</dt>
            <dd style={{ margin: 0 }}>{saleReturn.note}</dd>
          </>
        )}
      </dl>
      <table
        aria-label="Returned items"
        style={{ width: '100%', borderCollapse: 'collapse', margin: `${tokens.space.md}px 0` }}
      >
        <thead>
          <tr style={{ textAlign: 'left' }}>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Reason</th>
            <th scope="col">{receiving ? 'On arrival' : 'Then'}</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {saleReturn.lines.map((line) => (
            <tr key={line.id} style={{ borderTop: `1px solid ${tokens.color.line}` }}>
              <th scope="row" style={{ fontWeight: 400, textAlign: 'left' }}>
                {line.product_name}
                <br />
                <small>{line.sku}</small>
              </th>
              <td>{line.quantity}</td>
              <td>
                {line.reason ? RETURN_REASON_LABELS[line.reason] : '—'}
                {line.note && <div style={{ color: tokens.color.muted }}>{line.note}</div>}
              </td>
              <td>
                {receiving ? (
                  <select
                    aria-label={`On arrival of ${line.product_name}`}
                    value={dispositionOf(line.id)}
                    onChange={(event) =>
                      setDispositions((all) => ({
                        ...all,
                        [line.id]: event.target.value as ReturnDisposition,
                      }))
                    }
                  >
                    {RETURN_DISPOSITIONS.map((disposition) => (
                      <option key={disposition} value={disposition}>
                        {RETURN_DISPOSITION_LABELS[disposition]}
                      </option>
                    ))}
                  </select>
                ) : line.disposition ? (
                  RETURN_DISPOSITION_LABELS[line.disposition]
                ) : (
                  '—'
                )}
              </td>
              <td style={{ textAlign: 'right' }}>
                <Price value={line.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: 0, fontWeight: 600 }}>
        Total <Price value={saleReturn.total_amount} />
        {saleReturn.refunds.map((refund) => (
          <span key={refund.method}>
            {' · '}refunded to {TENDER_LABELS[refund.method]} <Price value={refund.amount} />
          </span>
        ))}
      </p>
      <ReturnActions
        saleReturn={saleReturn}
        lines={saleReturn.lines.map((line) => ({
          return_line_id: line.id,
          disposition: dispositionOf(line.id),
        }))}
      />
    </Modal>
  );
}
