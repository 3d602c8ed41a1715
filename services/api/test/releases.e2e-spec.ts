import type {
  AuditList,
  ClientEventBody,
  ErrorBody,
  ReleaseChangeResponse,
  ReleasesOverview,
  RemoteReleases,
} from '@shop/contracts';
import { AutomaticRollbackService } from '../src/releases/automatic-rollback.service';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { scratchReleases, VERSIONS, type ScratchReleases } from './releases.fixtures';

// docs/operations.md#the-releases-screen and #automatic-rollback; the commands run for real on a
// scratch releases folder (releases.fixtures.ts). Each is a Node process of its own, and a
// promote's contract check starts Chromium: as long as the API allows a command on a loaded
// machine (release-command.ts).
const COMMAND_TIMEOUT = 180_000;

describe.each(databaseTargets())('releases on $name', (target) => {
  let shop: TestShop;
  let releases: ScratchReleases;
  let admin: string;
  let staff: string;

  const overview = (token?: string) =>
    shop.send<ReleasesOverview & ErrorBody>('GET', '/releases', undefined, token);
  const remoteOf = async (remote: string): Promise<RemoteReleases | undefined> =>
    (await overview(admin)).body.remotes.find((entry) => entry.remote === remote);
  const change = (remote: string, command: string, body?: unknown, token = admin) =>
    shop.send<ReleaseChangeResponse & ErrorBody>(
      'POST',
      `/releases/${remote}/${command}`,
      body,
      token,
    );
  const report = (remote: string, version: string, requestId: string) =>
    shop.send('POST', '/client-events', {
      remote,
      version,
      kind: 'load_error',
      message: 'Loading chunk 7 failed',
      request_id: requestId,
    } satisfies ClientEventBody);
  const auditOf = async (remote: string) =>
    (
      await shop.send<AuditList>('GET', `/audit?kind=settings&per_page=50`, undefined, admin)
    ).body.entries.filter((entry) => entry.subject === `release:${remote}`);

  beforeAll(async () => {
    releases = scratchReleases();
    shop = await startTestShop(target, {
      releases: { dir: releases.root, shellDir: releases.shellDir, autoRollback: true },
    });
    [admin, staff] = await Promise.all([signIn(shop, DEMO.admin), signIn(shop, DEMO.staff)]);
  });
  afterAll(async () => {
    await shop?.close();
    releases?.remove();
  }, COMMAND_TIMEOUT);

  it('shows each remote to an admin only: live, released before, previews, errors since', async () => {
    await report('reports', VERSIONS.live, 'browser-seen.1');
    expect((await overview()).status).toBe(401);
    expect((await overview(staff)).status).toBe(403);
    const answer = await overview(admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      managed_here: true,
      automatic_rollback: { enabled: true, errors: 3, minutes: 30 },
    });
    expect(answer.body.remotes.map((remote) => remote.remote)).toEqual(['reports', 'storefront']);
    expect(answer.body.remotes[0]).toMatchObject({
      remote: 'reports',
      live: VERSIONS.live,
      previews: [VERSIONS.preview],
      automatic_rollback: null,
      released: [
        { version: VERSIONS.live, live: true, by: 'ci', action: 'release', errors_since: 1 },
        { version: VERSIONS.old, live: false, by: 'ci', action: 'release', errors_since: 0 },
      ],
    });
  });

  it('refuses an unknown remote (404), a version not stored (400) and a bad body (400)', async () => {
    expect(await change('checkout', 'rollback', {})).toMatchObject({
      status: 404,
      body: { error: 'Remote not found' },
    });
    expect(await change('storefront', 'rollback', { version: '0.9.9-nothere' })).toMatchObject({
      status: 400,
      body: { error: 'storefront has no stored version 0.9.9-nothere' },
    });
    expect((await change('storefront', 'promote', { version: '../etc' })).status).toBe(400);
    expect((await change('storefront', 'promote', {})).status).toBe(400);
    expect(await change('storefront', 'promote', { version: VERSIONS.live })).toMatchObject({
      status: 409,
      body: { error: `storefront ${VERSIONS.live} is already live` },
    });
    expect((await change('storefront', 'rollback', {}, staff)).status).toBe(403);
    expect(releases.liveOf('storefront')).toBe(VERSIONS.live);
    expect(await auditOf('storefront')).toEqual([]);
  });

  it(
    'rolls a remote back through the release command: the map, the history and the trail',
    async () => {
      const answer = await change('storefront', 'rollback');
      expect(answer).toMatchObject({
        status: 200,
        body: { message: `storefront ${VERSIONS.old} is live`, remote: { live: VERSIONS.old } },
      });
      expect(releases.liveOf('storefront')).toBe(VERSIONS.old);
      expect(releases.history().at(-1)).toMatchObject({
        remote: 'storefront',
        version: VERSIONS.old,
        action: 'rollback',
        by: 'admin (via the API)',
        previous: VERSIONS.live,
      });
      expect(await auditOf('storefront')).toEqual([
        expect.objectContaining({
          actor: { id: expect.any(Number) as number, username: 'admin' },
          summary: `storefront rolled back from ${VERSIONS.live} to ${VERSIONS.old}`,
          before: { version: VERSIONS.live },
          after: { version: VERSIONS.old },
        }),
      ]);
      // Back to a named version: the one live before.
      const back = await change('storefront', 'rollback', { version: VERSIONS.live });
      expect(back.status).toBe(200);
      expect(releases.liveOf('storefront')).toBe(VERSIONS.live);
    },
    COMMAND_TIMEOUT,
  );

  it(
    'rolls a failing new version back by itself past the threshold, not before, and once',
    async () => {
      const automatic = shop.app.get(AutomaticRollbackService);
      await report('reports', VERSIONS.live, 'browser-seen.2');
      // The same page load again is not another error.
      await report('reports', VERSIONS.live, 'browser-seen.2');
      expect(await automatic.consider({ remote: 'reports', version: VERSIONS.live })).toBe(false);
      expect(releases.liveOf('reports')).toBe(VERSIONS.live);

      await report('reports', VERSIONS.live, 'browser-seen.3');
      // The command changes the map, then the API writes the trail the screen reads the reason from.
      let reports = await remoteOf('reports');
      for (let poll = 0; poll < 1_500 && !reports?.automatic_rollback; poll++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        reports = await remoteOf('reports');
      }
      expect(reports).toMatchObject({
        live: VERSIONS.old,
        automatic_rollback: { version: VERSIONS.live, to: VERSIONS.old, errors: 3, minutes: 30 },
      });
      expect(releases.history().at(-1)).toMatchObject({
        remote: 'reports',
        action: 'rollback',
        by: 'system (automatic rollback: 3 errors in the first 30 minutes)',
      });
      expect((await auditOf('reports'))[0]).toMatchObject({
        actor: { id: 0, username: 'system' },
        summary: `reports rolled back automatically from ${VERSIONS.live} to ${VERSIONS.old}: 3 errors in the first 30 minutes`,
      });

      // Promoted again by hand: more reports never roll the same version back a second time.
      releases.promotedByHand('reports', VERSIONS.live);
      await report('reports', VERSIONS.live, 'browser-seen.5');
      await report('reports', VERSIONS.live, 'browser-seen.6');
      await report('reports', VERSIONS.live, 'browser-seen.4');
      expect(await automatic.consider({ remote: 'reports', version: VERSIONS.live })).toBe(false);
      expect(releases.liveOf('reports')).toBe(VERSIONS.live);
    },
    COMMAND_TIMEOUT,
  );

  it(
    'refuses a promote clearly: no admin, an unknown remote or version, a broken build',
    async () => {
      const customer = await signIn(shop, DEMO.customer);
      const trailBefore = await auditOf('storefront');
      const historyBefore = releases.history().length;
      const body = { version: VERSIONS.broken };
      expect((await change('storefront', 'promote', body, '')).status).toBe(401);
      expect((await change('storefront', 'promote', body, customer)).status).toBe(403);
      expect((await change('storefront', 'promote', body, staff)).status).toBe(403);
      expect(await change('checkout', 'promote', body)).toMatchObject({
        status: 404,
        body: { error: 'Remote not found' },
      });
      expect(await change('storefront', 'promote', { version: VERSIONS.preview })).toMatchObject({
        status: 400,
        body: { error: `storefront has no stored version ${VERSIONS.preview}` },
      });
      // Stored, but its entry throws as it loads: the command's browser check refuses it and
      // the answer says why in the command's words.
      const refused = await change('storefront', 'promote', body);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toContain(`storefront ${VERSIONS.broken}`);
      expect(refused.body.error).toContain(`is broken on purpose`);
      expect(releases.liveOf('storefront')).toBe(VERSIONS.live);
      expect(releases.history()).toHaveLength(historyBefore);
      expect(await auditOf('storefront')).toEqual(trailBefore);
    },
    COMMAND_TIMEOUT,
  );

  it(
    'promotes a preview through the release command: live after a browser check, history, trail',
    async () => {
      const live = releases.liveOf('reports');
      expect(live).not.toBe(VERSIONS.preview);
      const answer = await change('reports', 'promote', { version: VERSIONS.preview });
      expect(answer).toMatchObject({
        status: 200,
        body: {
          message: `reports ${VERSIONS.preview} is live`,
          remote: { remote: 'reports', live: VERSIONS.preview, previews: [] },
        },
      });
      expect(releases.liveOf('reports')).toBe(VERSIONS.preview);
      expect(releases.history().at(-1)).toMatchObject({
        remote: 'reports',
        version: VERSIONS.preview,
        action: 'promote',
        by: 'admin (via the API)',
        previous: live,
      });
      expect(await auditOf('reports')).toContainEqual(
        expect.objectContaining({
          actor: { id: expect.any(Number) as number, username: 'admin' },
          summary: `reports promoted from ${live} to ${VERSIONS.preview}`,
          before: { version: live },
          after: { version: VERSIONS.preview },
        }),
      );
      expect(await remoteOf('reports')).toMatchObject({
        live: VERSIONS.preview,
        released: expect.arrayContaining([
          expect.objectContaining({ version: VERSIONS.preview, live: true, action: 'promote' }),
        ]) as unknown,
      });
    },
    COMMAND_TIMEOUT,
  );
});

describe('releases on an API without a releases folder', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(databaseTargets()[0]!);
  });
  afterAll(() => shop?.close());

  it('says the release commands manage them, and changes nothing', async () => {
    const admin = await signIn(shop, DEMO.admin);
    expect(await shop.send('GET', '/releases', undefined, admin)).toMatchObject({
      status: 200,
      body: { managed_here: false, remotes: [] },
    });
    const refused = await shop.send<ErrorBody>('POST', '/releases/reports/rollback', {}, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/managed by the release commands/);
  });
});
