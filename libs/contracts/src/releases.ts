import { z } from 'zod';

/**
 * The Releases screen's calls (docs/product/api.md#releases, docs/operations.md#the-releases-screen):
 * what each remote has live, what was live before, what is stored as a preview, and the errors
 * browsers reported since each went live. The release commands own the files; the API reads them
 * and changes the map only by running those commands
 * (docs/decisions/0112-the-releases-screen-runs-the-release-commands.md).
 */

/** A version folder's name, as the release commands allow it: never `.`, `..` or a path. */
export const RELEASE_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

const version = z
  .string({ error: 'version must be a stored version' })
  .regex(RELEASE_VERSION_PATTERN, { error: 'version must be a stored version' });

/** `POST /releases/{remote}/rollback`: no version goes back to the one released before the live one. */
export const releaseRollbackSchema = z.preprocess(
  // No body at all is the default rollback (docs/decisions/0069-an-empty-json-body-is-no-body.md).
  (body) => body ?? {},
  z.strictObject(
    { version: version.optional() },
    { error: 'Request body must be a JSON object with an optional version' },
  ),
);
export interface ReleaseRollbackBody {
  version?: string;
}

/** `POST /releases/{remote}/promote`: a stored version made live. */
export const releasePromoteSchema = z.strictObject(
  { version },
  { error: 'Request body must be a JSON object with a version' },
);
export type ReleasePromoteBody = z.input<typeof releasePromoteSchema>;

/** One version that was made live, with its latest time live. */
export interface ReleasedVersion {
  version: string;
  live: boolean;
  /** When it was last made live (ISO 8601), and by whom, from the release history. */
  went_live_at: string | null;
  by: string | null;
  /** `release`, `promote`, `rollback` or `publish` (`npm start`). */
  action: string | null;
  /** Failure reports browsers sent for it since it last went live. */
  errors_since: number;
}

/** Why a remote was rolled back without anyone pressing a button. */
export interface AutomaticRollback {
  /** The version taken off, and the one made live instead. */
  version: string;
  to: string;
  errors: number;
  minutes: number;
  at: string;
}

export interface RemoteReleases {
  remote: string;
  /** The live version; null when the map names none. */
  live: string | null;
  /** The versions made live by a release or promote, newest first (the live one among them). */
  released: ReleasedVersion[];
  /** Stored versions never made live: staff try them with `?preview=<remote>@<version>`. */
  previews: string[];
  /** The last automatic rollback of this remote, if any. */
  automatic_rollback: AutomaticRollback | null;
}

/** `GET /releases`. */
export interface ReleasesOverview {
  /**
   * False when this API has no releases folder (RELEASES_DIR unset or missing): the release
   * commands manage releases on this deployment, and the screen only says so.
   */
  managed_here: boolean;
  /** AUTO_ROLLBACK and its rule: this many reports in a new version's first minutes roll it back. */
  automatic_rollback: { enabled: boolean; errors: number; minutes: number };
  remotes: RemoteReleases[];
}

/** `POST /releases/{remote}/rollback` and `/promote`: the remote as it is now. */
export interface ReleaseChangeResponse {
  message: string;
  remote: RemoteReleases;
}
