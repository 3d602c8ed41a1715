import { useId, useState, type ChangeEvent } from 'react';
import { tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { RANGE_PRESETS, isPreset, isShopDate } from './report-range';
import type { ReportParams } from './use-report-params';

const fieldStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  fontSize: tokens.fontSize.sm,
} as const;
const inputStyle = {
  height: 36,
  padding: `0 ${tokens.space.xs}px`,
  border: `1px solid ${tokens.color.subtle}`,
  borderRadius: tokens.radius.sm,
  font: 'inherit',
  background: tokens.color.white,
} as const;

/**
 * The range picker: a preset, or two days by hand ("Custom"), the comparison switch and
 * Refresh. Native date inputs and a native select: keyboard and screen readers know them,
 * and they cost the page nothing (antd's RangePicker would bring dayjs and the picker
 * into the forms kit every form screen loads).
 */
export function RangePicker({
  params,
  onChange,
  onRefresh,
}: {
  params: ReportParams;
  onChange: (change: Partial<ReportParams>) => void;
  onRefresh: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState({ start: params.start, end: params.end });
  // A range set from outside (a preset, the URL) replaces the two days being typed. Done while
  // rendering rather than by remounting, so the focus stays in the field being typed in.
  const [shown, setShown] = useState(draft);
  if (shown.start !== params.start || shown.end !== params.end) {
    const range = { start: params.start, end: params.end };
    setShown(range);
    setDraft(range);
  }
  const backwards = draft.start > draft.end;

  function pickDay(edge: 'start' | 'end') {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...draft, [edge]: event.target.value };
      setDraft(next);
      if (isShopDate(next.start) && isShopDate(next.end) && next.start <= next.end)
        onChange({ preset: 'custom', ...next });
    };
  }

  return (
    <div
      role="group"
      aria-label="Date range"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.space.sm }}
    >
      <div style={fieldStyle}>
        <label htmlFor={`${id}-period`}>Period</label>
        <select
          id={`${id}-period`}
          style={inputStyle}
          value={params.preset}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ preset: isPreset(value) ? value : 'custom' });
          }}
        >
          {RANGE_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
          <option value="custom">Custom</option>
        </select>
      </div>
      <div style={fieldStyle}>
        <label htmlFor={`${id}-start`}>Start date</label>
        <input
          id={`${id}-start`}
          type="date"
          style={inputStyle}
          value={draft.start}
          max={draft.end}
          aria-describedby={backwards ? `${id}-order` : undefined}
          onChange={pickDay('start')}
        />
      </div>
      <div style={fieldStyle}>
        <label htmlFor={`${id}-end`}>End date</label>
        <input
          id={`${id}-end`}
          type="date"
          style={inputStyle}
          value={draft.end}
          min={draft.start}
          aria-describedby={backwards ? `${id}-order` : undefined}
          onChange={pickDay('end')}
        />
      </div>
      <label style={{ ...fieldStyle, flexDirection: 'row', alignItems: 'center', height: 36 }}>
        <input
          type="checkbox"
          checked={params.compare}
          onChange={(event) => onChange({ compare: event.target.checked })}
        />
        Compare with the previous period
      </label>
      <Button onClick={onRefresh}>Refresh</Button>
      {backwards && (
        <p id={`${id}-order`} role="alert" style={{ color: tokens.color.danger, margin: 0 }}>
          The start date must be on or before the end date.
        </p>
      )}
    </div>
  );
}
