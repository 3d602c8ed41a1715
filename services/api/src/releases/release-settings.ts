/**
 * Where this API finds the releases and whether it may roll one back by itself
 * (docs/operations.md#the-releases-screen). The release commands own the folder; the API reads it
 * and changes it only by running them (release-command.ts).
 */
export interface ReleaseSettings {
  /** RELEASES_DIR: the folder the release commands write; null: not managed from this API. */
  dir: string | null;
  /**
   * The shell's build the commands check a version against (their SHELL_DIST); unset: the
   * repository's `shell/dist`, as the commands default to. Tests point it at a scratch build.
   */
  shellDir?: string;
  /** AUTO_ROLLBACK: roll a newly live version back when browsers report it failing. */
  autoRollback: boolean;
}

export const NO_RELEASES: ReleaseSettings = { dir: null, autoRollback: false };

/** Nest's injection token for `ReleaseSettings`. */
export const RELEASE_SETTINGS = 'ReleaseSettings';
