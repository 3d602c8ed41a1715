import {
  REQUEST_ID_HEADER,
  scrubClientMessage,
  type ClientEventBody,
  type ClientEventKind,
} from '@shop/contracts';
import { takeFailedRequestId } from '@shop/shop-state';
import { versionOf } from './remote-versions';

/**
 * Tells the API when a remote fails in this browser (docs/operations.md#client-events,
 * docs/decisions/0099-browsers-report-remote-failures.md): its name and version, how it failed,
 * the error's message without emails, tokens or query strings, and a request id: the last failed
 * API call's, which the API's log line names, or a fresh one sent as `X-Request-Id` too, so the
 * report's own log line carries it. Nothing about the user.
 */
export const CLIENT_EVENTS_URL = '/api/client-events';
/** A page load sends at most this many: a remote failing in a loop floods nobody. */
export const MAX_REPORTS_PER_PAGE = 10;

export interface FailureReporterOptions {
  send?: (body: ClientEventBody, headers: Record<string, string>) => Promise<unknown>;
  versionOf?: (remote: string) => string;
  takeRequestId?: () => string | null;
  newRequestId?: () => string;
}

export interface FailureReporter {
  /** Sends one report for `error`, unless this page already reported it (or as much). */
  report(remote: string, kind: ClientEventKind, error: unknown): void;
}

const postReport = (body: ClientEventBody, headers: Record<string, string>) =>
  // keepalive: a report of a failure that ends in a navigation still leaves.
  fetch(CLIENT_EVENTS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    keepalive: true,
  });

/** Random hex from getRandomValues, which (unlike randomUUID) plain-http pages have too. */
export function browserRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `browser-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'A non-error was thrown';
}

export function createFailureReporter({
  send = postReport,
  versionOf: version = versionOf,
  takeRequestId = () => takeFailedRequestId(),
  newRequestId = browserRequestId,
}: FailureReporterOptions = {}): FailureReporter {
  const seenErrors = new WeakSet<object>();
  const sentKeys = new Set<string>();
  return {
    report(remote, kind, error) {
      if (typeof error === 'object' && error !== null) {
        if (seenErrors.has(error)) return;
        seenErrors.add(error);
      }
      const message = scrubClientMessage(describe(error)) || 'No message';
      const key = JSON.stringify([remote, kind, message]);
      if (sentKeys.has(key) || sentKeys.size >= MAX_REPORTS_PER_PAGE) return;
      sentKeys.add(key);
      const failed = takeRequestId();
      const requestId = failed ?? newRequestId();
      const body = { remote, version: version(remote), kind, message, request_id: requestId };
      // A report that cannot be sent is dropped: it must never become a failure of its own.
      send(body, failed ? {} : { [REQUEST_ID_HEADER]: requestId }).catch(() => undefined);
    },
  };
}

/** The page's one reporter. */
export const failureReporter = createFailureReporter();
