// Releases screen test data with overrides (docs/product/api.md#releases).
import type { ReleasesOverview, RemoteReleases } from '@shop/contracts';

export const RELEASE_VERSIONS = {
  old: '0.1.0-aaaaaaaaa1',
  live: '0.1.0-aaaaaaaaa2',
  preview: '0.1.0-aaaaaaaaa3',
} as const;

/** Reports live at `live` since a release by CI, `old` before it, `preview` stored. */
export function makeRemoteReleases(overrides: Partial<RemoteReleases> = {}): RemoteReleases {
  return {
    remote: 'reports',
    live: RELEASE_VERSIONS.live,
    released: [
      {
        version: RELEASE_VERSIONS.live,
        live: true,
        went_live_at: '2031-03-10T12:00:00.000Z',
        by: 'ci',
        action: 'release',
        errors_since: 2,
      },
      {
        version: RELEASE_VERSIONS.old,
        live: false,
        went_live_at: '2031-03-01T12:00:00.000Z',
        by: 'ci',
        action: 'release',
        errors_since: 0,
      },
    ],
    previews: [RELEASE_VERSIONS.preview],
    automatic_rollback: null,
    ...overrides,
  };
}

/** Managed by this API, automatic rollback on, the remotes given. */
export function makeReleasesOverview(
  remotes: RemoteReleases[] = [makeRemoteReleases()],
  overrides: Partial<Omit<ReleasesOverview, 'remotes'>> = {},
): ReleasesOverview {
  return {
    managed_here: true,
    automatic_rollback: { enabled: true, errors: 3, minutes: 30 },
    remotes,
    ...overrides,
  };
}
