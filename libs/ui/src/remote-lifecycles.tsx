import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { triggerAppChange, unloadApplication } from 'single-spa';
import { AppProviders } from './app-providers';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * Loads a single-spa application again without a page reload: unload it (the
 * loading function runs anew) and let single-spa re-evaluate the route.
 */
export async function retryApplication(name: string): Promise<void> {
  await unloadApplication(name, { waitForUnmount: false });
  await triggerAppChange();
}

/**
 * A custom prop the shell hands each remote (shell/src/federation/remote-apps.ts): told once per
 * render error the boundary catches, so the shell can report it (docs/operations.md#client-events).
 */
export interface RenderErrorProps {
  onRenderError?: (error: unknown) => void;
}

/**
 * single-spa lifecycles for a React root wrapped in the shared providers; a render
 * error shows `renderError` in the app's own area and is passed to the `onRenderError` prop when
 * the shell gave one. The shell's nav, footer and guard use it too, so the page carries one copy
 * of single-spa-react, in this shared kit.
 */
export function createAppLifecycles(
  Root: React.ComponentType,
  renderError: (appName: string) => React.ReactElement,
) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: function AppRoot() {
      return (
        <AppProviders>
          <Root />
        </AppProviders>
      );
    },
    errorBoundary(error, _info, props) {
      // The boundary may render this again; the shell's reporter sends each error once.
      (props as RenderErrorProps).onRenderError?.(error);
      console.error(`[${props.name}] crashed while rendering`, error);
      return renderError(props.name);
    },
  });
}

/**
 * The single-spa lifecycles a remote exposes as `./app`. The root is wrapped in the
 * shared providers; a render error shows `RemoteUnavailable` in this module's area
 * only, with a Retry that remounts it.
 */
export function createRemoteLifecycles(Root: React.ComponentType) {
  return createAppLifecycles(Root, (name) => (
    <AppProviders>
      <RemoteUnavailable onRetry={() => retryApplication(name)} />
    </AppProviders>
  ));
}
