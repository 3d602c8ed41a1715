import { start, triggerAppChange } from 'single-spa';
import { checkSession, getStore } from '@shop/shop-state';
import { loadRemoteMap } from './federation/remote-map';
import { registerRemoteApps } from './federation/remote-apps';
import { registerPreviewBanner, registerShellApps } from './shell-apps';
import { currentSessionView, sessionKey, settledSession } from './routing/session-view';
import { endPreviewWithSession, withPreview } from './preview/preview-map';
import { keepTitleInStep } from './routing/route-title';

/** Re-runs single-spa routing whenever sign-in state or role changes (guards, owners). */
function rerouteOnSessionChange(): void {
  let last = sessionKey(currentSessionView());
  getStore().subscribe(() => {
    const next = sessionKey(currentSessionView());
    if (next === last) return;
    last = next;
    void triggerAppChange();
  });
}

async function startShell(): Promise<void> {
  registerShellApps(currentSessionView);
  rerouteOnSessionChange();
  keepTitleInStep(currentSessionView);
  // The session check runs alongside loading; open pages do not wait for it.
  void getStore().dispatch(checkSession());
  // single-spa starts loading an active app as soon as it is registered, so the
  // federation runtime must know the remotes before any remote app is registered.
  await loadRemoteMap((live) => withPreview(live, settledSession));
  endPreviewWithSession((listener) => getStore().subscribe(listener), currentSessionView);
  registerRemoteApps(currentSessionView);
  registerPreviewBanner();
  start({ urlRerouteOnly: true });
}

void startShell();
