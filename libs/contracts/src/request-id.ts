/**
 * A request id as the API keeps it from `X-Request-Id` (letters, digits, `.:_-`, at most 128);
 * anything else is replaced by a fresh one (docs/decisions/0059-one-log-line-per-request-no-secrets.md).
 * No zod here: the shell and the store import it on every page.
 */
export const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';
