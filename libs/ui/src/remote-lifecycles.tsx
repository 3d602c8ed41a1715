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
 * The single-spa lifecycles a remote exposes as `./app`. The root is wrapped in the
 * shared providers; a render error shows `RemoteUnavailable` in this module's area
 * only, with a Retry that remounts it.
 */
export function createRemoteLifecycles(Root: React.ComponentType) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: function RemoteRoot() {
      return (
        <AppProviders>
          <Root />
        </AppProviders>
      );
    },
    errorBoundary(error, _info, props) {
      console.error(`[${props.name}] crashed while rendering`, error);
      return (
        <AppProviders>
          <RemoteUnavailable onRetry={() => retryApplication(props.name)} />
        </AppProviders>
      );
    },
  });
}
