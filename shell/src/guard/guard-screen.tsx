import { useEffect } from 'react';
import {
  useAppSelector,
  selectMustChangePassword,
  selectRole,
  selectSessionStatus,
} from '@shop/shop-state';
import { PageLoading, useCurrentLocation } from '@shop/ui';
import { decideAccess } from '../routing/access';

import { AccessDenied } from './access-denied';
import { NotFound } from './not-found';

/** Redirects replace the history entry, so Back does not bounce into the guard again. */
function Redirect({ to }: { to: string }) {
  useEffect(() => {
    window.history.replaceState(window.history.state, '', to);
  }, [to]);
  return <PageLoading label={to.startsWith('/login') ? 'Redirecting to sign in' : 'Redirecting'} />;
}

/**
 * The main area when no module should render there: the session check is running,
 * a visitor must sign in, the user lacks the role, or the path is unknown.
 */
export function GuardScreen() {
  const location = useCurrentLocation();
  const status = useAppSelector(selectSessionStatus);
  const role = useAppSelector(selectRole);
  const mustChangePassword = useAppSelector(selectMustChangePassword);
  const decision = decideAccess(location, { status, role, mustChangePassword });

  switch (decision.kind) {
    case 'loading':
      return <PageLoading label="Checking your session" />;
    case 'redirect':
      return <Redirect to={decision.to} />;
    case 'denied':
      return <AccessDenied />;
    case 'notFound':
      return <NotFound />;
    case 'render':
      // Only visible for a moment while single-spa swaps apps.
      return null;
  }
}
