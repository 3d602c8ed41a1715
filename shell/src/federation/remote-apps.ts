import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import type { RenderErrorProps } from '@shop/ui';
import { decideAccess, type SessionView } from '../routing/access';
import { REMOTE_NAMES, type RemoteName } from '../routing/route-model';
import { failureReporter, type FailureReporter } from './failure-reports';
import { unavailableApp, withFallback } from './unavailable-app';

/** The container each module renders into (in shell/src/index.html). */
export function remoteContainer(name: RemoteName): HTMLElement {
  const element = document.getElementById(`remote-${name}`);
  if (!element) throw new Error(`#remote-${name} is missing from index.html`);
  return element;
}

/**
 * Fetches a module's exposed `./app`. Any failure (#RUNTIME-003 manifest, script
 * error, wrong exports) yields fallback lifecycles, so single-spa never marks the
 * app broken and Retry can load it again. A failure to load or start is reported
 * (docs/operations.md#client-events).
 */
export async function loadRemoteApp(
  name: RemoteName,
  reporter: FailureReporter = failureReporter,
): Promise<LifeCycles> {
  const reportLoadError = (error: unknown) => reporter.report(name, 'load_error', error);
  try {
    const app = await loadRemote<LifeCycles>(`${name}/app`);
    if (!app || typeof app.mount === 'undefined')
      throw new Error(`${name}/app exports no single-spa lifecycles`);
    return withFallback(name, app, reportLoadError) as LifeCycles;
  } catch (error) {
    console.warn(`[shell] ${name} is unavailable`, error);
    reportLoadError(error);
    return unavailableApp(name) as LifeCycles;
  }
}

/**
 * What the shell hands each remote: its container, and where its error boundary tells a render
 * error (`createRemoteLifecycles` of @shop/ui), to be reported.
 */
export function remoteProps(
  name: RemoteName,
  reporter: FailureReporter = failureReporter,
): { domElement: HTMLElement } & RenderErrorProps {
  return {
    domElement: remoteContainer(name),
    onRenderError: (error) => reporter.report(name, 'render_error', error),
  };
}

/** True when the route table gives the current location to `name` for this session. */
export function isRemoteActive(
  name: RemoteName,
  location: Location,
  session: SessionView,
): boolean {
  const decision = decideAccess(location, session);
  return decision.kind === 'render' && decision.remote === name;
}

export function registerRemoteApps(getSession: () => SessionView): void {
  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      app: () => loadRemoteApp(name),
      activeWhen: (location) => isRemoteActive(name, location, getSession()),
      customProps: remoteProps(name),
    });
  }
}
