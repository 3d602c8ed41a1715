import { createRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { AppProviders, RemoteUnavailable, retryApplication } from '@shop/ui';

/** single-spa's props plus the container the shell hands every module. */
export type MountProps = AppProps & { domElement: HTMLElement };

/**
 * Renders the "temporarily unavailable" panel into a module's own container. Used
 * when the module cannot be fetched or its own lifecycles fail; Retry loads it anew.
 */
export function createFallbackRenderer(name: string) {
  let root: Root | undefined;
  return {
    mount(domElement: HTMLElement) {
      root = createRoot(domElement);
      root.render(
        <AppProviders>
          <RemoteUnavailable onRetry={() => retryApplication(name)} />
        </AppProviders>,
      );
    },
    unmount() {
      root?.unmount();
      root = undefined;
    },
  };
}

/** Lifecycles for a module that could not be loaded at all. */
export function unavailableApp(name: string): LifeCycles<MountProps> {
  const fallback = createFallbackRenderer(name);
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) => Promise.resolve(fallback.mount(props.domElement)),
    unmount: () => Promise.resolve(fallback.unmount()),
  };
}

/**
 * Wraps a loaded module's lifecycles: if its bootstrap or mount throws, its area
 * shows the fallback instead of single-spa marking it broken and leaving it blank, and
 * `onFailure` hears of it (the shell reports it).
 */
export function withFallback(
  name: string,
  app: LifeCycles<MountProps>,
  onFailure: (error: unknown) => void = () => undefined,
): LifeCycles<MountProps> {
  const fallback = createFallbackRenderer(name);
  let failed = false;
  const call = async (lifecycle: LifeCycles<MountProps>['mount'], props: MountProps) => {
    const steps = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
    for (const step of steps) await step(props);
  };
  return {
    bootstrap: async (props) => {
      try {
        await call(app.bootstrap, props);
      } catch (error) {
        console.warn(`[shell] ${name} failed to start`, error);
        onFailure(error);
        failed = true;
      }
    },
    mount: async (props) => {
      if (!failed) {
        try {
          await call(app.mount, props);
          return;
        } catch (error) {
          console.warn(`[shell] ${name} failed to mount`, error);
          onFailure(error);
          failed = true;
        }
      }
      fallback.mount(props.domElement);
    },
    unmount: async (props) => {
      if (failed) fallback.unmount();
      else await call(app.unmount, props);
    },
  };
}
