import { showRouteTitle } from '@shop/ui';
import { decideAccess, type SessionView } from './access';
import { findRoute, titleFor } from './routes';

/**
 * The tab title for a location and session
 * (docs/decisions/0078-tab-titles-from-the-route-table.md): the route table's title of the page
 * showing, or what the guard shows in its place.
 */
export function routeTitle(
  location: { pathname: string; search?: string },
  session: SessionView,
): string | null {
  const decision = decideAccess(location, session);
  if (decision.kind === 'notFound') return 'Page Not Found';
  if (decision.kind === 'denied') return 'Access Denied';
  if (decision.kind === 'redirect') return 'Sign In';
  const route = findRoute(location.pathname);
  return route ? titleFor(route, session.role) : null;
}

/**
 * Names the tab after every route change. single-spa announces each one, including
 * the re-route a change of session triggers (bootstrap.tsx), so one listener does.
 */
export function keepTitleInStep(getSession: () => SessionView): void {
  const update = () => showRouteTitle(routeTitle(window.location, getSession()));
  window.addEventListener('single-spa:routing-event', update);
  update();
}
