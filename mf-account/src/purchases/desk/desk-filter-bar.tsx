import {
  PAYMENT_STATUSES,
  personName,
  PURCHASE_STATUSES,
  SALE_CHANNEL_LABELS,
  SALE_CHANNELS,
  statusLabel,
} from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { Input } from '@shop/ui/forms';
import {
  FilterBar,
  LabelledField,
  LabelledSelect,
  useDebouncedSearch,
  type ListFiltersProps,
} from '@shop/ui/lists';
import { useGetPurchaseCashiersQuery } from './desk.api';
import type { DeskFilters } from './use-desk-filters';

const ANY = { value: '', label: 'Any' };
const options = <T extends string>(values: readonly T[], label: (value: T) => string) => [
  ANY,
  ...values.map((value) => ({ value, label: label(value) })),
];
const STATUS_OPTIONS = options(PURCHASE_STATUSES, statusLabel);
const PAYMENT_OPTIONS = options(PAYMENT_STATUSES, statusLabel);
const CHANNEL_OPTIONS = options(SALE_CHANNELS, (channel) => SALE_CHANNEL_LABELS[channel]);

/**
 * The orders desk's search (number, customer, e-mail, SKU or barcode) and filters: status,
 * payment, channel, cashier and the shop days from and to (docs/product/purchases.md#the-orders-desk).
 */
export function DeskFilterBar({ filters, onChange, onClear }: ListFiltersProps<DeskFilters>) {
  const search = useDebouncedSearch(filters, 'search', onChange);
  const cashiers = useGetPurchaseCashiersQuery(undefined, { skip: useSignedOut() }).data ?? [];

  return (
    <FilterBar label="Purchase filters" align="end" search={search} onClear={onClear}>
      <LabelledField label="Search">
        {(id) => (
          <Input
            id={id}
            type="search"
            placeholder="Order number, customer, e-mail, SKU or barcode"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            style={{ width: 260 }}
          />
        )}
      </LabelledField>
      <LabelledSelect
        label="Status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status: status as DeskFilters['status'] })}
      />
      <LabelledSelect
        label="Payment"
        value={filters.payment_status}
        options={PAYMENT_OPTIONS}
        onChange={(value) => onChange({ payment_status: value as DeskFilters['payment_status'] })}
      />
      <LabelledSelect
        label="Channel"
        value={filters.channel}
        options={CHANNEL_OPTIONS}
        onChange={(channel) => onChange({ channel: channel as DeskFilters['channel'] })}
      />
      <LabelledSelect
        label="Cashier"
        value={String(filters.cashier_id ?? '')}
        options={[
          ANY,
          ...cashiers.map((cashier) => ({ value: String(cashier.id), label: personName(cashier) })),
        ]}
        onChange={(value) => onChange({ cashier_id: value ? Number(value) : null })}
      />
      <LabelledField label="From">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.from}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        )}
      </LabelledField>
      <LabelledField label="To">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.to}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        )}
      </LabelledField>
    </FilterBar>
  );
}
