import {
  AUTOMATIC_ROLLBACK_RULE,
  distinctReports,
  watchedRelease,
} from './automatic-rollback-rule';
import type { HistoryEntry, ReleaseFiles } from './release-files';

const LIVE_AT = '2031-03-10T12:00:00.000Z';
const minutesAfter = (minutes: number) => new Date(Date.parse(LIVE_AT) + minutes * 60_000);

function files(history: HistoryEntry[], live = 'v2'): ReleaseFiles {
  return {
    live: { reports: live },
    history,
    released: {
      reports: [
        { version: 'v1', releasedAt: '2031-03-01T00:00:00.000Z' },
        { version: 'v2', releasedAt: LIVE_AT },
      ],
    },
    stored: { reports: ['v1', 'v2'] },
  };
}
const madeLive = (at = LIVE_AT): HistoryEntry => ({
  at,
  remote: 'reports',
  version: 'v2',
  action: 'release',
  by: 'ci',
  previous: 'v1',
});

describe('the automatic rollback rule', () => {
  it('counts page loads: one request id once, a report without one on its own', () => {
    expect(distinctReports(['browser-a', 'browser-a', 'browser-b', null, null])).toBe(4);
  });

  it('watches the live version in its first minutes, back to the one released before', () => {
    expect(watchedRelease(files([madeLive()]), 'reports', 'v2', minutesAfter(5))).toEqual({
      remote: 'reports',
      version: 'v2',
      previous: 'v1',
      wentLiveAt: new Date(LIVE_AT),
      watchEnds: minutesAfter(AUTOMATIC_ROLLBACK_RULE.minutes),
    });
  });

  it('leaves alone a version past its watch, one not live, and one with nothing before it', () => {
    const late = minutesAfter(AUTOMATIC_ROLLBACK_RULE.minutes + 1);
    expect(watchedRelease(files([madeLive()]), 'reports', 'v2', late)).toBeNull();
    expect(watchedRelease(files([madeLive()], 'v1'), 'reports', 'v2', minutesAfter(1))).toBeNull();
    const first = files([{ ...madeLive(), previous: null }]);
    first.released.reports = [{ version: 'v2', releasedAt: LIVE_AT }];
    expect(watchedRelease(first, 'reports', 'v2', minutesAfter(1))).toBeNull();
  });

  it('never watches a version a rollback made live again', () => {
    const back = { ...madeLive(), action: 'rollback' as const };
    expect(watchedRelease(files([back]), 'reports', 'v2', minutesAfter(1))).toBeNull();
  });

  it('times the watch from the last time the version was made live', () => {
    const again = { ...madeLive(minutesAfter(60).toISOString()), action: 'promote' as const };
    expect(
      watchedRelease(files([madeLive(), again]), 'reports', 'v2', minutesAfter(70)),
    ).toMatchObject({ wentLiveAt: minutesAfter(60) });
  });
});
