import type { ReleaseFiles } from './release-files';
import { lastMadeLive } from './release-files';

/**
 * When the API takes a newly live version off by itself (docs/operations.md#automatic-rollback,
 * docs/decisions/0112-the-releases-screen-runs-the-release-commands.md): three failure reports
 * from three different page loads (distinct request ids) within its first thirty minutes live.
 * One browser reloading a broken page sends one report per load, so three reports can still be
 * one person; a report later than thirty minutes is the Releases screen's to show, not a reason
 * to undo a release people have been using.
 */
export const AUTOMATIC_ROLLBACK_RULE = { errors: 3, minutes: 30 } as const;

/** The reports that count: distinct request ids; a report without one counts on its own. */
export function distinctReports(requestIds: readonly (string | null)[]): number {
  const named = new Set(requestIds.filter((id): id is string => id !== null));
  return named.size + requestIds.filter((id) => id === null).length;
}

/** A live version under watch: where it would go back to, and since when it is live. */
export interface WatchedRelease {
  remote: string;
  version: string;
  previous: string;
  wentLiveAt: Date;
  /** The end of its watch: reports after it never roll it back. */
  watchEnds: Date;
}

/**
 * The release a report about `remote` `version` may roll back: only the live version, made live
 * by a release, promote or publish (not by a rollback), only in its first minutes, and only when
 * there is a version released before it (the one the release commands' rollback goes back to by
 * default).
 */
export function watchedRelease(
  files: ReleaseFiles,
  remote: string,
  version: string,
  now: Date,
): WatchedRelease | null {
  if (files.live[remote] !== version) return null;
  const madeLive = lastMadeLive(files.history, remote, version);
  // A version a rollback made live again is the known good one: never rolled back from.
  if (!madeLive || madeLive.action === 'rollback') return null;
  const released = (files.released[remote] ?? []).map((record) => record.version);
  const previous = released[released.indexOf(version) - 1];
  if (!previous) return null;
  const wentLiveAt = new Date(madeLive.at);
  const watchEnds = new Date(wentLiveAt.getTime() + AUTOMATIC_ROLLBACK_RULE.minutes * 60_000);
  if (Number.isNaN(wentLiveAt.getTime()) || now > watchEnds) return null;
  return { remote, version, previous, wentLiveAt, watchEnds };
}
