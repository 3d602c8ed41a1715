import type { ReactNode } from 'react';
import {
  RETURN_DISPOSITION_LABELS,
  RETURN_REASON_LABELS,
  type ReturnStaffName,
} from '@shop/contracts';
import { lineTotal } from '@shop/shop-state';
import { Panel, Price, ShopTime, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { changeDue } from '../checkout/tender';
import { ReceiptStyles, SaleBarcode, SHOP_NAME } from '@shop/ui/data';
import { personName } from '../../person-name';
import type { ReturnDone } from './return-form';
import { TENDER_LABELS } from '../../tender-labels';

const nameOf = (person: ReturnStaffName | null) => (person ? personName(person) : '');

/**
 * The returns receipt (docs/product/point-of-sale.md#returns-and-exchanges): return and sale
 * numbers, date, who took it (and who approved), each line with its reason and whether it went
 * back to stock, the money back per tender, for an exchange its items and the balance, and the
 * sale number as a barcode. Print prints it alone; Next Return puts it away.
 */
export function ReturnReceipt({ done, onNext }: { done: ReturnDone; onNext: () => void }) {
  const { saleReturn, exchange, tendered } = done;
  const balance = saleReturn.balance ?? 0;
  return (
    <section aria-labelledby="pos-return-receipt-title">
      <ReceiptStyles />
      <p role="status" style={{ color: tokens.color.success, fontWeight: 700 }}>
        {saleReturn.exchange_purchase_id ? 'Exchange completed.' : 'Return completed.'}
      </p>
      <Panel style={{ padding: tokens.space.lg, height: 'auto', maxWidth: 480 }}>
        <div className="pos-receipt">
          <h2 id="pos-return-receipt-title" style={{ margin: 0, fontSize: tokens.fontSize.lg }}>
            {SHOP_NAME} returns receipt
          </h2>
          <dl>
            <dt>Return</dt>
            <dd>#{saleReturn.id}</dd>
            <dt>Sale</dt>
            <dd>#{saleReturn.purchase_id}</dd>
            <dt>Date</dt>
            <dd>
              <ShopTime at={saleReturn.created_at} format="dateTime" />
            </dd>
            <dt>Cashier</dt>
            <dd>{nameOf(saleReturn.created_by)}</dd>
            {saleReturn.approved_by && (
              <>
                <dt>Approved by</dt>
                <dd>{nameOf(saleReturn.approved_by)}</dd>
              </>
            )}
          </dl>
          <table style={{ marginTop: tokens.space.sm }} aria-label="Returned items">
            <thead>
              <tr>
                <th scope="col">Returned</th>
                <th scope="col" className="amount">
                  Qty
                </th>
                <th scope="col" className="amount">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {saleReturn.lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    {line.product_name}
                    <br />
                    <small>
                      {line.sku} · {line.reason ? RETURN_REASON_LABELS[line.reason] : ''}
                      {line.note ? ` (${line.note})` : ''}
                      {line.disposition ? ` · ${RETURN_DISPOSITION_LABELS[line.disposition]}` : ''}
                    </small>
                  </td>
                  <td className="amount">{line.quantity}</td>
                  <td className="amount">
                    <Price value={line.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {exchange.length > 0 && (
            <table style={{ marginTop: tokens.space.sm }} aria-label="Exchange items">
              <thead>
                <tr>
                  <th scope="col">Exchange sale #{saleReturn.exchange_purchase_id ?? ''}</th>
                  <th scope="col" className="amount">
                    Qty
                  </th>
                  <th scope="col" className="amount">
                    Before tax
                  </th>
                </tr>
              </thead>
              <tbody>
                {exchange.map((line) => (
                  <tr key={line.id}>
                    <td>
                      {line.name}
                      <br />
                      <small>{line.sku}</small>
                    </td>
                    <td className="amount">{line.quantity}</td>
                    <td className="amount">
                      <Price value={lineTotal(line)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <dl>
            <dt>Returned total</dt>
            <dd>
              <Price value={saleReturn.total_amount} />
            </dd>
            {saleReturn.refunds.map((refund) => (
              <ReceiptRow key={refund.method} label={`Refund to ${TENDER_LABELS[refund.method]}`}>
                <Price value={refund.amount} />
              </ReceiptRow>
            ))}
            {saleReturn.exchange_purchase_id !== null && balance > 0 && (
              <ReceiptRow label="Customer paid">
                <Price value={balance} />
              </ReceiptRow>
            )}
            {tendered !== null && balance > 0 && (
              <>
                <ReceiptRow label="Tendered">
                  <Price value={tendered} />
                </ReceiptRow>
                <ReceiptRow label="Change">
                  <Price value={changeDue(tendered, balance) ?? 0} />
                </ReceiptRow>
              </>
            )}
          </dl>
          <div style={{ marginTop: tokens.space.md, textAlign: 'center' }}>
            <SaleBarcode purchaseId={saleReturn.purchase_id} />
          </div>
        </div>
        <div
          className="pos-receipt-actions"
          style={{ display: 'flex', gap: tokens.space.sm, marginTop: tokens.space.lg }}
        >
          <Button onClick={() => window.print()}>Print Receipt</Button>
          <Button type="primary" onClick={onNext}>
            Next Return
          </Button>
        </div>
      </Panel>
    </section>
  );
}

function ReceiptRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
