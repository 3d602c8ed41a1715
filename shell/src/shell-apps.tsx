import type { ComponentType } from 'react';
import { registerApplication } from 'single-spa';
import { createAppLifecycles } from '@shop/ui';
import { decideAccess, type SessionView } from './routing/access';
import { NavBar } from './nav/nav-bar';
import { SiteFooter } from './footer/site-footer';
import { GuardScreen } from './guard/guard-screen';
import { PreviewBanner } from './preview/preview-banner';
import { previewState } from './preview/preview-map';

function shellApp(Component: ComponentType, containerId: string) {
  const lifecycles = createAppLifecycles(Component, () => (
    <p role="alert">Something went wrong here. Please reload the page.</p>
  ));
  const domElement = document.getElementById(containerId);
  if (!domElement) throw new Error(`#${containerId} is missing from index.html`);
  return { app: lifecycles, customProps: { domElement } };
}

/** Nav bar, footer and the guard screen: parts of the shell itself, always at hand. */
export function registerShellApps(getSession: () => SessionView): void {
  registerApplication({
    name: 'shell-nav',
    ...shellApp(NavBar, 'shell-nav'),
    activeWhen: () => true,
  });
  registerApplication({
    name: 'shell-footer',
    ...shellApp(SiteFooter, 'shell-footer'),
    activeWhen: () => true,
  });
  registerApplication({
    name: 'shell-guard',
    ...shellApp(GuardScreen, 'shell-guard'),
    // Active exactly when no module owns the main area for this location and session.
    activeWhen: (location) => decideAccess(location, getSession()).kind !== 'render',
  });
}

/** The preview banner, above the nav, on a page load that previews a release (or tried to). */
export function registerPreviewBanner(): void {
  if (previewState().kind === 'none') return;
  registerApplication({
    name: 'shell-preview',
    ...shellApp(PreviewBanner, 'shell-preview'),
    activeWhen: () => true,
  });
}
