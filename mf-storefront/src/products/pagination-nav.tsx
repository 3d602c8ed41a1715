import { PlainButton } from '@shop/ui';

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

/** Previous, numbered pages, Next (spec §2); the current page is marked for assistive tech. */
export function PaginationNav({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pagination" style={{ marginTop: 32 }}>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          justifyContent: 'center',
        }}
      >
        <li>
          <PlainButton disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </PlainButton>
        </li>
        {pageWindow(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" style={{ padding: '4px 4px' }}>
              …
            </li>
          ) : (
            <li key={item}>
              <PlainButton
                variant={item === page ? 'primary' : 'default'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </PlainButton>
            </li>
          ),
        )}
        <li>
          <PlainButton disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </PlainButton>
        </li>
      </ul>
    </nav>
  );
}
