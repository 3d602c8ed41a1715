import { useCan, useSignedOut } from '@shop/shop-state';
import { ButtonLink, PageFrame, SkeletonBlock, Text, tokens } from '@shop/ui';
import { ListResults } from '@shop/ui/lists';
import { useGetStylesQuery } from './catalogue.api';
import { StyleFilterBar } from './style-filter-bar';
import { StyleList } from './style-list';
import { styleListArgs, useStyleFilters } from './use-style-filters';

function ListSkeleton() {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: tokens.space.sm }}>
      <Text muted as="p">
        <span role="status">Loading styles</span>
      </Text>
      {[0, 1, 2, 3, 4].map((row) => (
        <SkeletonBlock key={row} height={56} />
      ))}
    </div>
  );
}

/**
 * `/catalogue` (docs/product/catalogue.md#back-office-catalogue): the shop's styles, searched,
 * filtered, sorted and paged by the API, the address holding all of it; a name opens the
 * style's editor.
 */
export function CataloguePage() {
  const { filters, change, clearFilters, paging } = useStyleFilters();
  const query = useGetStylesQuery(styleListArgs(filters), { skip: useSignedOut() });

  // Without the permission the catalogue is read and printed from, not changed
  // (docs/product/staff.md#what-the-screens-offer).
  const canEdit = useCan('edit_catalogue');
  const actions = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs }}>
      {canEdit && <ButtonLink href="/catalogue/import">Import / export</ButtonLink>}
      <ButtonLink href="/catalogue/labels">Print labels</ButtonLink>
      {canEdit && (
        <ButtonLink href="/catalogue/new" variant="primary">
          New style
        </ButtonLink>
      )}
    </div>
  );
  return (
    <PageFrame title="Catalogue" extra={actions}>
      <StyleFilterBar filters={filters} onChange={change} onClear={clearFilters} />
      <ListResults
        query={query}
        loading={<ListSkeleton />}
        errorMessage="The catalogue could not be loaded."
        rows={(data) => data.styles}
        noun="styles"
        paging={paging}
        pagerLabel="Catalogue pages"
      >
        {(data, refreshing) => <StyleList styles={data.styles} refreshing={refreshing} />}
      </ListResults>
    </PageFrame>
  );
}
