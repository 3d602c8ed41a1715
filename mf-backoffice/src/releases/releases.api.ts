import type {
  ReleaseChangeResponse,
  ReleasePromoteBody,
  ReleaseRollbackBody,
  ReleasesOverview,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/** Which stored version of which remote a change makes live. */
export interface ReleaseChange {
  remote: string;
  version: string;
}

/**
 * The Releases screen's calls (docs/product/api.md#releases), admin only: pass
 * `{ skip: useSignedOut() }`. Every visit asks again (`refetchOnMountOrArgChange`): a release
 * command or the automatic rollback may have changed the map since.
 */
export const releasesApi = injectEndpoints((build) => ({
  getReleases: build.query<ReleasesOverview, void>({
    query: () => '/releases',
  }),
  rollBackRelease: build.mutation<ReleaseChangeResponse, ReleaseChange>({
    query: ({ remote, version }) => ({
      url: `/releases/${encodeURIComponent(remote)}/rollback`,
      method: 'POST',
      body: { version } satisfies ReleaseRollbackBody,
    }),
  }),
  promoteRelease: build.mutation<ReleaseChangeResponse, ReleaseChange>({
    query: ({ remote, version }) => ({
      url: `/releases/${encodeURIComponent(remote)}/promote`,
      method: 'POST',
      body: { version } satisfies ReleasePromoteBody,
    }),
  }),
}));

export const { useGetReleasesQuery, useRollBackReleaseMutation, usePromoteReleaseMutation } =
  releasesApi;
