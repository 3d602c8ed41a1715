import { Button } from '@shop/ui/controls';

/** Previous / Next between pages, shown only when there is more than one. */
export function PageNav({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Purchase pages"
      style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 24 }}
    >
      <Button disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <Button disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
