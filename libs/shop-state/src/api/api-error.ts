/**
 * The message to show for a failed call (docs/product/roles-and-rules.md#error-catalogue): the
 * response's `error` field when the API sent one (`{"error": "Invalid username or password"}`),
 * else `fallback` ("Login failed", …). Network failures and odd bodies get the fallback too.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('data' in error)) return fallback;
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const message = data.error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** A query error that says the thing asked for does not exist, or is hidden from this viewer. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
