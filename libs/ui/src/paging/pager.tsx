import type { CSSProperties } from 'react';
// A kit takes the plain widgets and tokens from the shared `@shop/ui` (the federation
// singleton already on the page), not from their files: that would bundle a second copy
// of them into the kit.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { PlainButton, tokens } from '@shop/ui';

type PageItem = number | 'gap';

/**
 * The page numbers to offer: the first, the last, and two either side of the
 * current page, with a gap where numbers are skipped (1 … 4 5 6 7 8 … 20).
 */
export function pageWindow(current: number, pages: number): PageItem[] {
  const shown = new Set([1, pages]);
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index): PageItem[] => {
    const previous = sorted[index - 1];
    return previous !== undefined && page - previous > 1 ? ['gap', page] : [page];
  });
}

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name; name what is paged when a screen has two pagers. */
  label?: string;
  /**
   * `numbered`: Previous, 1 … 4 5 6 … 20, Next, for lists a shopper browses.
   * `compact`: Previous, "Page 2 of 3", Next, for tables.
   */
  variant?: 'numbered' | 'compact';
  previousText?: string;
  nextText?: string;
  /** The name of a numbered page's button ("Page 3"). */
  pageLabel?: (page: number) => string;
  /** Where the reader is, in the compact variant ("Page 2 of 3"). */
  positionText?: (page: number, pages: number) => string;
}

const listStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.xs,
  listStyle: 'none',
  margin: `${tokens.space.xl}px 0 0`,
  padding: 0,
};

/**
 * Previous, the pages, Next (docs/product/storefront.md#products-list); nothing when there is one
 * page. The current page is marked for assistive tech. Plain buttons, so a first page may use it.
 */
export function Pager({
  page,
  pages,
  onPage,
  label = 'Pagination',
  variant = 'numbered',
  previousText = 'Previous',
  nextText = 'Next',
  pageLabel = (number) => `Page ${number}`,
  positionText = (current, count) => `Page ${current} of ${count}`,
}: PagerProps) {
  if (pages <= 1) return null;
  const numbered = variant === 'numbered';
  return (
    <nav aria-label={label}>
      <ul style={{ ...listStyle, justifyContent: numbered ? 'center' : 'flex-start' }}>
        <li>
          <PlainButton disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {previousText}
          </PlainButton>
        </li>
        {numbered ? (
          pageWindow(page, pages).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" style={{ padding: tokens.space.xxs }}>
                …
              </li>
            ) : (
              <li key={item}>
                <PlainButton
                  variant={item === page ? 'primary' : 'default'}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={pageLabel(item)}
                  onClick={() => item !== page && onPage(item)}
                >
                  {item}
                </PlainButton>
              </li>
            ),
          )
        ) : (
          <li aria-current="page" style={{ padding: `0 ${tokens.space.xxs}px` }}>
            {positionText(page, pages)}
          </li>
        )}
        <li>
          <PlainButton disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {nextText}
          </PlainButton>
        </li>
      </ul>
    </nav>
  );
}
