import {
  loadScript,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/**
 * Our federation runtime plugin (docs/architecture.md#a-remote-built-released-loaded): a remote's
 * manifest and its remoteEntry.js are each tried twice at most, the second time with a query no
 * cache has seen, and given up on after LOAD_TIMEOUT_MS in all, so a hanging remote never hangs the
 * page. The failure then reaches loadRemoteApp, which shows the section's "temporarily
 * unavailable" panel with Retry. Each failure is logged with the federation error code
 * and the remote's version, for whoever reads the console or the error tracker.
 */
export const LOAD_TIMEOUT_MS = 5_000;

/** The federation's own code for a remote entry that did not load (RUNTIME-008). */
const ENTRY_FAILED = 'RUNTIME-008';

/** A remote's file did not arrive in time; nothing more is tried. */
export class LoadTimeoutError extends Error {
  constructor(url: string, timeoutMs: number) {
    super(`${url} did not load within ${timeoutMs} ms`);
    this.name = 'LoadTimeoutError';
  }
}

/** A remote entry that failed to load or defined no container. */
export class EntryLoadError extends Error {
  readonly code = ENTRY_FAILED;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EntryLoadError';
  }
}

/** The same URL with a query no cache has stored (`?retry=…`). */
export function cacheBusted(url: string, stamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${stamp}`;
}

export interface RetryOptions {
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Runs `attempt` on `url`, and once more on a cache-busted `url` if it fails; both
 * within one deadline. At the deadline the signal aborts and the promise rejects with
 * LoadTimeoutError, whatever the attempt is still waiting for.
 */
export async function loadWithRetry<T>(
  url: string,
  attempt: (url: string, signal: AbortSignal) => Promise<T>,
  { timeoutMs = LOAD_TIMEOUT_MS, now = Date.now }: RetryOptions = {},
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const timeout = new LoadTimeoutError(url, timeoutMs);
      controller.abort(timeout);
      reject(timeout);
    }, timeoutMs);
  });
  const attempts = (async () => {
    try {
      return await attempt(url, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw error;
      return attempt(cacheBusted(url, now()), controller.signal);
    }
  })();
  // Whichever loses the race must not surface as an unhandled rejection.
  attempts.catch(() => undefined);
  try {
    return await Promise.race([attempts, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function looksLikeManifest(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as { metaData?: { remoteEntry?: unknown }; exposes?: unknown };
  return typeof manifest.metaData?.remoteEntry === 'object' && Array.isArray(manifest.exposes);
}

/**
 * One manifest request: a 4xx/5xx answer, a body that is not JSON or not a manifest
 * each count as a failure (and so are retried) instead of reaching the runtime.
 */
export async function fetchManifest(
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  const response = await fetchFn(url, { ...init, signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  if (!looksLikeManifest(JSON.parse(text))) throw new Error(`${url} is not a federation manifest`);
  return new Response(text, { status: response.status, headers: response.headers });
}

/** The federation error code in an error (`RUNTIME-003`, …), or `unknown`. */
export function errorCode(error: unknown): string {
  const coded = (error as { code?: unknown } | null)?.code;
  if (typeof coded === 'string' && coded) return coded;
  const message = error instanceof Error ? error.message : String(error);
  return /\b(RUNTIME|TYPE|BUILD)-\d{3}\b/.exec(message)?.[0] ?? 'unknown';
}

/** The version in a released manifest's path (`/remotes/<remote>/<version>/…`), or `unknown`. */
export function versionInUrl(url: string | undefined): string {
  return (url && /\/remotes\/[^/]+\/([^/?#]+)\//.exec(url)?.[1]) || 'unknown';
}

type Container = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

export interface ResiliencePluginOptions extends RetryOptions {
  fetchFn?: typeof fetch;
  /** Loads one script; rejects when it fails. Defaults to the federation runtime's loader. */
  loadScriptFn?: (url: string, timeoutMs: number) => Promise<void>;
  log?: (message: string, error: unknown) => void;
}

const runtimeLoadScript = (url: string, timeoutMs: number) =>
  loadScript(url, { attrs: {}, createScriptHook: () => ({ timeout: timeoutMs }) });

export function resiliencePlugin({
  timeoutMs = LOAD_TIMEOUT_MS,
  now = Date.now,
  fetchFn = (input, init) => fetch(input, init),
  loadScriptFn = runtimeLoadScript,
  log = (message, error) => console.warn(message, error),
}: ResiliencePluginOptions = {}): ModuleFederationRuntimePlugin {
  const retry = { timeoutMs, now };
  return {
    name: 'shop-resilience',

    // The runtime fetches manifests through this hook; what it returns, it uses.
    fetch: (url, init) =>
      loadWithRetry(url, (target, signal) => fetchManifest(target, init, signal, fetchFn), retry),

    // Classic remote entries (ours: `type: 'global'`) are loaded here; other kinds are
    // left to the runtime.
    loadEntry: async ({ remoteInfo }) => {
      const { entry, entryGlobalName, type } = remoteInfo;
      if (type !== 'global' && type !== 'var') return undefined;
      const scope = globalThis as unknown as Record<string, Container | undefined>;
      if (scope[entryGlobalName]) return scope[entryGlobalName];
      try {
        return await loadWithRetry(
          entry,
          async (target) => {
            await loadScriptFn(target, timeoutMs);
            const container = scope[entryGlobalName];
            if (!container) throw new Error(`${target} defined no ${entryGlobalName}`);
            return container;
          },
          retry,
        );
      } catch (error) {
        throw new EntryLoadError(
          `${remoteInfo.name}: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
    },

    // Every failed loadRemote passes here last ('onLoad'); earlier stages pass the same
    // failure on, so logging here logs each failure once. Returning nothing lets the
    // error reach loadRemoteApp and its fallback.
    errorLoadRemote: ({ id, error, lifecycle, remote, origin }) => {
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0];
      const registered = origin.options.remotes.find((candidate) => candidate.name === name);
      const entry = registered && 'entry' in registered ? registered.entry : undefined;
      log(
        `[federation] ${name} ${versionInUrl(entry)} failed to load (${errorCode(error)})`,
        error,
      );
      return undefined;
    },
  };
}
