import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch, type FetchCall } from '@shop/testing';
import { createRemoteLifecycles } from '@shop/ui';
import type { LifeCycles } from 'single-spa';
import { createFailureReporter } from './failure-reports';
import { loadRemoteApp, remoteProps } from './remote-apps';
import { rememberVersions } from './remote-versions';
import type { MountProps } from './unavailable-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const VERSION = '0.1.0-3fa9c2d41b';
const UNAVAILABLE = { name: 'This section is temporarily unavailable' };

/** The reports this page sent to the API, once their bodies have been read. */
async function reportsSent(calls: FetchCall[]): Promise<FetchCall[]> {
  const sent = () =>
    calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/client-events');
  await waitFor(() => expect(sent().every((call) => call.body !== undefined)).toBe(true));
  return sent();
}

/** single-spa's props for the reports remote, as the shell registers it. */
function propsFor(reporter = createFailureReporter()): MountProps {
  return {
    name: 'reports',
    singleSpa: {},
    mountParcel: jest.fn(),
    ...remoteProps('reports', reporter),
  };
}

async function mount(app: LifeCycles<MountProps>, props: MountProps) {
  const steps = (lifecycle: LifeCycles<MountProps>['mount']) =>
    Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const step of steps(app.bootstrap)) await step(props);
  for (const step of steps(app.mount)) await step(props);
}

describe('failure reports', () => {
  let calls: FetchCall[];

  beforeEach(() => {
    document.body.innerHTML = '<main id="remote-reports"></main>';
    rememberVersions({ reports: `/remotes/reports/${VERSION}/mf-manifest.json` });
    calls = mockFetch([{ method: 'POST', path: '/api/client-events', status: 202 }]);
    // React and the shell say what failed on the console; the assertions are on the page.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("catches a remote's render error in its boundary, shows the fallback and reports it once", async () => {
    function BrokenReports(): never {
      throw new TypeError('total is undefined for https://shop.example/api/reports?from=2031');
    }
    await mount(createRemoteLifecycles(BrokenReports), propsFor());

    expect(await screen.findByRole('heading', UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const sent = await reportsSent(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      remote: 'reports',
      version: VERSION,
      kind: 'render_error',
      message: 'TypeError: total is undefined for https://shop.example/api/reports',
      request_id: expect.stringMatching(/^browser-[0-9a-f]{24}$/) as string,
    });
    // The fresh id also names the report's own request, so the API's log line carries it.
    expect(sent[0]?.headers.get('x-request-id')).toBe(
      (sent[0]?.body as { request_id: string }).request_id,
    );
  });

  it('names the last failed API call instead, when there was one', async () => {
    function BrokenReports(): never {
      throw new Error('The sales report answered 500');
    }
    const reporter = createFailureReporter({ takeRequestId: () => 'api-request.42' });
    await mount(createRemoteLifecycles(BrokenReports), propsFor(reporter));

    await screen.findByRole('heading', UNAVAILABLE);
    const [sent] = await reportsSent(calls);
    expect(sent?.body).toMatchObject({ kind: 'render_error', request_id: 'api-request.42' });
    expect(sent?.headers.get('x-request-id')).toBeNull();
  });

  it('reports a remote that cannot be loaded, without the query of the URL it tried', async () => {
    loadRemoteMock.mockRejectedValueOnce(
      new Error(
        `#RUNTIME-003 Failed to get manifest /remotes/reports/${VERSION}/mf-manifest.json?retry=17`,
      ),
    );
    const reporter = createFailureReporter();
    const app = (await loadRemoteApp('reports', reporter)) as LifeCycles<MountProps>;
    await mount(app, propsFor(reporter));

    expect(await screen.findByRole('heading', UNAVAILABLE)).toBeInTheDocument();
    expect((await reportsSent(calls)).map((call) => call.body)).toEqual([
      expect.objectContaining({
        remote: 'reports',
        version: VERSION,
        kind: 'load_error',
        message: `Error: #RUNTIME-003 Failed to get manifest /remotes/reports/${VERSION}/mf-manifest.json`,
      }),
    ]);
  });

  it('reports a remote whose entry throws on mount as a load error', async () => {
    loadRemoteMock.mockResolvedValueOnce({
      bootstrap: () => Promise.resolve(),
      mount: () => Promise.reject(new Error('mount exploded')),
      unmount: () => Promise.resolve(),
    });
    const reporter = createFailureReporter();
    const app = (await loadRemoteApp('reports', reporter)) as LifeCycles<MountProps>;
    await mount(app, propsFor(reporter));

    expect(await screen.findByRole('heading', UNAVAILABLE)).toBeInTheDocument();
    expect((await reportsSent(calls)).map((call) => call.body)).toEqual([
      expect.objectContaining({ kind: 'load_error', message: 'Error: mount exploded' }),
    ]);
  });

  it('sends a repeated failure once per page load, and at most ten in all', () => {
    const sent: unknown[] = [];
    const reporter = createFailureReporter({
      send: (body) => Promise.resolve(sent.push(body)),
      versionOf: () => VERSION,
    });
    const error = new Error('same');
    reporter.report('reports', 'render_error', error);
    reporter.report('reports', 'render_error', error);
    reporter.report('reports', 'render_error', new Error('same'));
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 20; i++) reporter.report('account', 'load_error', new Error(`n${i}`));
    expect(sent).toHaveLength(10);
  });
});
