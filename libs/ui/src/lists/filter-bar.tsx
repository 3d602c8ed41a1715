import type { ReactNode } from 'react';
import { Button } from 'antd';
// A kit takes the tokens from the shared `@shop/ui`, as pager.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';
import type { DebouncedSearch } from './use-debounced-search';

export interface FilterBarProps {
  /** The search region's name ("Inventory filters"). */
  label: string;
  /** `end` lines the controls up on their inputs when they have labels above them. */
  align: 'center' | 'end';
  search: DebouncedSearch;
  onClear: () => void;
  children: ReactNode;
}

/**
 * A list screen's filters in a row that wraps, with Clear Filters last: it empties the search
 * box (even what is typed but not yet applied) and puts every filter back.
 */
export function FilterBar({ label, align, search, onClear, children }: FilterBarProps) {
  return (
    <div
      role="search"
      aria-label={label}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: align,
        gap: tokens.space.md,
        marginBottom: tokens.space.lg,
      }}
    >
      {children}
      <Button
        onClick={() => {
          search.clear();
          onClear();
        }}
      >
        Clear Filters
      </Button>
    </div>
  );
}
