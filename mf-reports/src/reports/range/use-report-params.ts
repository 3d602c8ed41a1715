import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@shop/ui/routing';
import {
  DEFAULT_PRESET,
  isPreset,
  isShopDate,
  presetRange,
  type DateRange,
  type RangePreset,
} from './report-range';

export const REPORT_TABS = ['sales', 'inventory', 'profit'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export interface ReportParams extends DateRange {
  tab: ReportTab;
  /** The preset the range came from; `custom` when the days were picked by hand. */
  preset: RangePreset | 'custom';
  /** Show each figure's change against the period just before. */
  compare: boolean;
}

const isTab = (value: string | null): value is ReportTab =>
  REPORT_TABS.some((tab) => tab === value);

/** Reads the report's state from the URL; anything unreadable falls back to the default. */
export function readReportParams(search: URLSearchParams, today: string): ReportParams {
  const tab = isTab(search.get('tab')) ? (search.get('tab') as ReportTab) : 'sales';
  const compare = search.get('compare') === 'previous_period';
  const start = search.get('start');
  const end = search.get('end');
  if (isShopDate(start) && isShopDate(end) && start <= end)
    return { tab, compare, preset: 'custom', start, end };
  const range = search.get('range');
  const preset = isPreset(range) ? range : DEFAULT_PRESET;
  return { tab, compare, preset, ...presetRange(preset, today) };
}

/** The URL of a state: the default preset and tab are left out, so `/reports` stays plain. */
export function writeReportParams(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'sales') search.set('tab', params.tab);
  if (params.preset === 'custom') {
    search.set('start', params.start);
    search.set('end', params.end);
  } else if (params.preset !== DEFAULT_PRESET) search.set('range', params.preset);
  if (params.compare) search.set('compare', 'previous_period');
  return search;
}

/**
 * The report's tab, range and comparison, kept in the URL so a reload or a shared link
 * shows the same report (docs/conventions.md#the-remote-template, Navigation). A preset counts back
 * from
 * `today()`, the shop's day.
 */
export function useReportParams(today: () => string) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readReportParams(search, today()), [search, today]);
  const update = useCallback(
    (change: Partial<ReportParams>) => {
      const next = { ...params, ...change };
      if (change.preset && change.preset !== 'custom')
        Object.assign(next, presetRange(change.preset, today()));
      setSearch(writeReportParams(next));
    },
    [params, setSearch, today],
  );
  return [params, update] as const;
}
