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
