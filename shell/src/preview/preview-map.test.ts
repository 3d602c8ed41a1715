import { mockFetch } from '@shop/testing';
import type { SessionView } from '../routing/access';
import { endPreviewWithSession, previewState, resetPreviewState, withPreview } from './preview-map';
import { PREVIEW_STORAGE_KEY } from './preview-request';

const LIVE = {
  storefront: '/remotes/storefront/0.1.0-aaaaaaaaaa/mf-manifest.json',
  reports: '/remotes/reports/0.1.0-1111111111/mf-manifest.json',
};
const STAFF: SessionView = { status: 'signedIn', role: 'staff' };
const CUSTOMER: SessionView = { status: 'signedIn', role: 'customer' };
const VISITOR: SessionView = { status: 'signedOut', role: null };

/** The map a page load at `address` registers for `session`, with reports' stored versions. */
function mapAt(address: string, session: SessionView) {
  window.history.replaceState(null, '', address);
  mockFetch([
    {
      path: '/remotes/reports/index.json',
      body: { remote: 'reports', versions: ['0.1.0-1111111111', '0.1.0-2222222222'] },
    },
  ]);
  return withPreview(LIVE, () => Promise.resolve(session));
}

describe('a preview of one remote', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetPreviewState();
  });

  it('shows staff the stored version they name, in this tab until they go back', async () => {
    const map = await mapAt('/reports?preview=reports@0.1.0-2222222222', STAFF);
    expect(map).toEqual({
      ...LIVE,
      reports: '/remotes/reports/0.1.0-2222222222/mf-manifest.json',
    });
    expect(previewState()).toEqual({
      kind: 'active',
      request: { remote: 'reports', version: '0.1.0-2222222222' },
    });
    // The next page of the tab, without the parameter, keeps the preview.
    resetPreviewState();
    expect((await mapAt('/reports', STAFF)).reports).toContain('0.1.0-2222222222');
  });

  it('is never given to a customer, who sees the live shop and loses the request', async () => {
    expect(await mapAt('/?preview=reports@0.1.0-2222222222', CUSTOMER)).toEqual(LIVE);
    expect(previewState().kind).toBe('none');
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('is not given to a visitor; the request waits for a staff sign-in', async () => {
    expect(await mapAt('/?preview=reports@0.1.0-2222222222', VISITOR)).toEqual(LIVE);
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBe('reports@0.1.0-2222222222');
  });

  it('loads nothing but a stored version: anything else leaves the live shop and says so', async () => {
    expect(await mapAt('/?preview=reports@0.1.0-9999999999', STAFF)).toEqual(LIVE);
    expect(previewState()).toEqual({
      kind: 'unknown',
      request: { remote: 'reports', version: '0.1.0-9999999999' },
    });
    for (const address of [
      '/?preview=reports@https://evil.example/mf-manifest.json',
      '/?preview=reports@..',
      '/?preview=reports@../remotes.json',
      '/?preview=payments@0.1.0-2222222222',
    ]) {
      resetPreviewState();
      expect(await mapAt(address, STAFF)).toEqual(LIVE);
      expect(previewState().kind).toBe('none');
    }
  });

  it('ends when the staff session does: signing out loads the live shop', async () => {
    await mapAt('/reports?preview=reports@0.1.0-2222222222', STAFF);
    let session = STAFF;
    const listeners: (() => void)[] = [];
    const end = jest.fn();
    endPreviewWithSession(
      (listener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
      () => session,
      end,
    );
    listeners.forEach((listener) => listener());
    expect(end).not.toHaveBeenCalled();
    session = VISITOR;
    listeners.forEach((listener) => listener());
    expect(end).toHaveBeenCalledTimes(1);
  });
});
