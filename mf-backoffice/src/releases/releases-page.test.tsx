import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteReleases } from '@shop/contracts';
import {
  makeReleasesOverview,
  makeRemoteReleases,
  makeUser,
  mockFetch,
  RELEASE_VERSIONS,
  type FetchCall,
  type MockRoute,
} from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { ReleasesPage } from './releases-page';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

const { old: OLD, live: LIVE, preview: PREVIEW } = RELEASE_VERSIONS;
const remoteReleases = makeRemoteReleases;
const overview = (remotes?: RemoteReleases[]) => makeReleasesOverview(remotes);

const sent = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);

async function openReleases(answer: unknown = overview(), extra: MockRoute[] = [], status = 200) {
  // The changes' routes first: `/api/releases` is a prefix of theirs.
  const calls = mockFetch([...extra, { path: '/api/releases', status, body: answer }]);
  signInAs(makeUser({ role: 'admin', first_name: 'Avery' }));
  renderScreen(<ReleasesPage />, { at: '/releases' });
  await screen.findByRole('heading', { level: 1, name: 'Releases' });
  return calls;
}

describe('the releases screen', () => {
  afterEach(resetBackoffice);

  it('shows each remote: live, who made it live, errors since, earlier versions and previews', async () => {
    await openReleases();
    const reports = within(await screen.findByRole('region', { name: 'reports releases' }));
    expect(reports.getByText(LIVE)).toBeInTheDocument();
    expect(reports.getByText(/by ci · 2 errors since/)).toBeInTheDocument();
    const before = within(reports.getByRole('list', { name: 'reports: live before' }));
    expect(before.getByRole('listitem', { name: OLD })).toHaveTextContent('0 errors since');
    const previews = within(reports.getByRole('list', { name: 'reports: previews' }));
    expect(previews.getByRole('link', { name: `Preview reports ${PREVIEW}` })).toHaveAttribute(
      'href',
      `/reports?preview=reports%40${PREVIEW}`,
    );
    expect(
      screen.getByText(/3 errors in its first 30 minutes is rolled back automatically/),
    ).toBeInTheDocument();
  });

  it('rolls back after a confirmation, and promotes a preview after another', async () => {
    const answer = { message: 'done', remote: remoteReleases() };
    const calls = await openReleases(overview(), [
      { method: 'POST', path: '/api/releases/reports/rollback', body: answer },
      { method: 'POST', path: '/api/releases/reports/promote', body: answer },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: `Roll back reports to ${OLD}` }),
    );
    const confirm = within(
      await screen.findByRole('dialog', { name: `Roll reports back to ${OLD}?` }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/releases/reports/rollback')).toHaveLength(1),
    );
    expect(sent(calls, 'POST', '/api/releases/reports/rollback')[0]!.body).toEqual({
      version: OLD,
    });

    await userEvent.click(screen.getByRole('button', { name: `Promote reports ${PREVIEW}` }));
    const promote = within(
      await screen.findByRole('dialog', { name: `Promote reports ${PREVIEW}?` }),
    );
    await userEvent.click(promote.getByRole('button', { name: 'Promote' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/releases/reports/promote')).toHaveLength(1),
    );
  });

  it("cancels without a call, says what it is doing, and shows the command's refusal", async () => {
    const refusal =
      'reports 0.1.0-aaaaaaaaa3 breaks the release contract: the manifest exposes nothing';
    let answer = () => {};
    const calls = await openReleases(overview(), [
      {
        method: 'POST',
        path: '/api/releases/reports/promote',
        status: 409,
        body: { error: refusal },
        until: new Promise<void>((resolve) => (answer = resolve)),
      },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: `Promote reports ${PREVIEW}` }),
    );
    let dialog = within(await screen.findByRole('dialog', { name: `Promote reports ${PREVIEW}?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'POST', '/api/releases/reports/promote')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `Promote reports ${PREVIEW}` }));
    dialog = within(await screen.findByRole('dialog', { name: `Promote reports ${PREVIEW}?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(/checking the release contract first/)).toBeInTheDocument();
    answer();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(/checking the release contract first/)).not.toBeInTheDocument();
  });

  it('says why a remote was rolled back by itself, and offers to promote the version taken off', async () => {
    const rolledBack = remoteReleases({
      live: OLD,
      released: remoteReleases().released.map((version) => ({
        ...version,
        live: version.version === OLD,
      })),
      automatic_rollback: {
        version: LIVE,
        to: OLD,
        errors: 3,
        minutes: 30,
        at: '2031-03-10T12:10:00.000Z',
      },
    });
    await openReleases(overview([rolledBack]));
    expect(
      await screen.findByText(/Rolled back automatically: 3 errors in the first 30 minutes of/),
    ).toBeInTheDocument();
    const after = within(screen.getByRole('list', { name: 'reports: released after' }));
    expect(after.getByRole('button', { name: `Promote reports ${LIVE}` })).toBeInTheDocument();
    expect(screen.getByText('No earlier version to roll back to.')).toBeInTheDocument();
  });

  it('says when the release commands alone manage releases, and when loading fails', async () => {
    await openReleases({ ...overview([]), managed_here: false });
    expect(await screen.findByText(/managed by the release commands/)).toBeInTheDocument();
    resetBackoffice();
    await openReleases({ error: 'down' }, [], 500);
    expect(await screen.findByText('The releases could not be loaded.')).toBeInTheDocument();
  });
});
