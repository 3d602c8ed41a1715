import { hasRole } from '@shop/contracts';
import type { SessionView } from '../routing/access';
import type { RemoteMap } from '../federation/remote-map';
import {
  addressWithoutPreview,
  forgetPreview,
  isStoredVersion,
  previewManifest,
  requestedPreview,
  type PreviewRequest,
} from './preview-request';

/** What this page load shows: the live shop, a preview, or the live shop for a version not stored. */
export type PreviewState =
  | { kind: 'none' }
  | { kind: 'active'; request: PreviewRequest }
  | { kind: 'unknown'; request: PreviewRequest };

let state: PreviewState = { kind: 'none' };

/** Decided once per page load, before the remotes are registered (bootstrap.tsx). */
export const previewState = (): PreviewState => state;

/** Staff and admins may preview; customers and visitors never do. */
export const mayPreview = (session: SessionView): boolean =>
  session.status === 'signedIn' && hasRole(session.role, 'staff');

/**
 * The map this page load registers (docs/operations.md#preview-a-release): the live one, with the
 * previewed remote's entry replaced when a signed-in staff member asks for a version its
 * index lists. The role comes from the shared session once the start-up check has settled it.
 */
export async function withPreview(
  live: RemoteMap,
  settledSession: () => Promise<SessionView>,
): Promise<RemoteMap> {
  const request = requestedPreview();
  if (!request) return live;
  const session = await settledSession();
  if (!mayPreview(session)) {
    // A customer's is dropped; a visitor's waits for a staff sign-in and the next page load.
    if (session.status === 'signedIn') forgetPreview();
    return live;
  }
  if (!(await isStoredVersion(request))) {
    forgetPreview();
    state = { kind: 'unknown', request };
    return live;
  }
  state = { kind: 'active', request };
  return { ...live, [request.remote]: previewManifest(request) };
}

/** Back to live: forgets the preview and loads the page again without it. */
export function endPreview(goTo = (address: string) => window.location.assign(address)): void {
  forgetPreview();
  goTo(addressWithoutPreview(window.location));
}

/**
 * A preview lasts only as long as a staff session: signing out, or in as a customer, loads
 * the live shop again, so the next person at this browser never sees it.
 */
export function endPreviewWithSession(
  subscribe: (listener: () => void) => () => void,
  getSession: () => SessionView,
  end: () => void = () => endPreview(),
): void {
  if (state.kind !== 'active') return;
  const unsubscribe = subscribe(() => {
    const session = getSession();
    if (session.status === 'loading' || mayPreview(session)) return;
    unsubscribe();
    end();
  });
}

/** For tests: a page load's decision starts afresh. */
export function resetPreviewState(): void {
  state = { kind: 'none' };
}
