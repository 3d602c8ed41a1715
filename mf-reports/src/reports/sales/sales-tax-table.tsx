import type { ReactNode } from 'react';
import type { SalesTax } from '@shop/contracts';
import { formatPrice } from '@shop/ui';
import { Table, type TableColumnsType } from '@shop/ui/data';
import { ReportSection } from '../report-section';

type DayRateTax = SalesTax['daily'][number];

const columns: TableColumnsType<DayRateTax> = [
  { title: 'Date', dataIndex: 'date' },
  { title: 'Rate', dataIndex: 'rate_name' },
  { title: 'Rate %', dataIndex: 'percentage', align: 'right', render: (p: number) => `${p}%` },
  {
    title: 'Taxable Sales',
    dataIndex: 'taxable_sales',
    align: 'right',
    render: (amount: number) => formatPrice(amount),
  },
  { title: 'Tax', dataIndex: 'tax', align: 'right', render: (tax: number) => formatPrice(tax) },
];

/**
 * Tax Collected (docs/product/tax.md#in-the-reports): the period's tax in all and by rate, then
 * each day and rate, as the purchases were charged.
 */
export function SalesTaxTable({ tax, export: exportButton }: { tax: SalesTax; export: ReactNode }) {
  return (
    <ReportSection title="Tax Collected" actions={exportButton}>
      <p>
        Total tax: <strong>{formatPrice(tax.total_tax)}</strong>
        {tax.by_rate.map((rate) => (
          <span key={`${rate.rate_name} ${rate.percentage}`}>
            {' · '}
            {rate.rate_name} ({rate.percentage}%): {formatPrice(rate.tax)}
          </span>
        ))}
      </p>
      {tax.daily.length > 0 && (
        <Table
          rowKey={(row) => `${row.date} ${row.rate_name} ${row.percentage}`}
          size="small"
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={tax.daily}
          pagination={false}
        />
      )}
    </ReportSection>
  );
}
