import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@shop/contracts';

/**
 * The request id of the last API call that failed (its `X-Request-Id` answer header), so a
 * browser's report of a crashed screen names the API's log line that likely caused it
 * (docs/operations.md#client-events). Only a recent one counts, and each is handed out once.
 */
export const FAILED_REQUEST_FRESH_MS = 60_000;

let last: { id: string; at: number } | null = null;

/** Called by the base query with each failed answer (a 4xx or 5xx; none when nothing came back). */
export function noteFailedAnswer(response: Response | undefined, now = Date.now()): void {
  const id = response?.headers.get(REQUEST_ID_HEADER);
  if (id && REQUEST_ID_PATTERN.test(id)) last = { id, at: now };
}

/** The last failed call's request id if it failed within FAILED_REQUEST_FRESH_MS; then forgotten. */
export function takeFailedRequestId(now = Date.now()): string | null {
  const fresh = last && now - last.at <= FAILED_REQUEST_FRESH_MS ? last.id : null;
  last = null;
  return fresh;
}
