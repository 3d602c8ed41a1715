import {
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  SALE_CHANNEL_LABELS,
  type ReturnStatus,
} from '@shop/contracts';
import { Input } from '@shop/ui/forms';
import {
  FilterBar,
  LabelledField,
  LabelledSelect,
  useDebouncedSearch,
  type ListFiltersProps,
} from '@shop/ui/lists';
import type { ReturnFilters } from './use-return-filters';

const STATUS_OPTIONS = [
  { value: '', label: 'Any' },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] })),
];

const CHANNEL_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'web', label: SALE_CHANNEL_LABELS.web },
  { value: 'pos', label: SALE_CHANNEL_LABELS.pos },
];

/**
 * The order number (waits for a pause in typing), the status and where the return was made
 * (docs/product/point-of-sale.md#the-returns-desk).
 */
export function ReturnsFilterBar({ filters, onChange, onClear }: ListFiltersProps<ReturnFilters>) {
  const order = useDebouncedSearch(filters, 'order', onChange);
  return (
    <FilterBar label="Return filters" align="end" search={order} onClear={onClear}>
      <LabelledField label="Order number">
        {(id) => (
          <Input
            id={id}
            type="search"
            inputMode="numeric"
            placeholder="e.g. 1234"
            value={order.text}
            onChange={(event) => order.setText(event.target.value)}
            style={{ width: 160 }}
          />
        )}
      </LabelledField>
      <LabelledSelect
        label="Status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status: status as ReturnStatus | '' })}
      />
      <LabelledSelect
        label="Channel"
        value={filters.channel}
        options={CHANNEL_OPTIONS}
        onChange={(channel) => onChange({ channel: channel as 'web' | 'pos' | '' })}
      />
    </FilterBar>
  );
}
