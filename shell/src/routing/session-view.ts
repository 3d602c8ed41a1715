import {
  getStore,
  selectMustChangePassword,
  selectRole,
  selectSessionStatus,
} from '@shop/shop-state';
import type { SessionView } from './access';

/** The parts of the session routing depends on, read from the shared store. */
export function currentSessionView(): SessionView {
  const state = getStore().getState();
  return {
    status: selectSessionStatus(state),
    role: selectRole(state),
    mustChangePassword: selectMustChangePassword(state),
  };
}

/** A key that changes exactly when a routing decision could change. */
export function sessionKey(view: SessionView): string {
  return `${view.status}:${view.role ?? ''}:${view.mustChangePassword ? 'temporary' : ''}`;
}

/** The session once the start-up check has settled it (signed in or out, no longer loading). */
export function settledSession(): Promise<SessionView> {
  return new Promise((resolve) => {
    const settled = () => {
      const view = currentSessionView();
      if (view.status === 'loading') return false;
      resolve(view);
      return true;
    };
    if (settled()) return;
    const unsubscribe = getStore().subscribe(() => {
      if (settled()) unsubscribe();
    });
  });
}
