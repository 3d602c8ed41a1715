/**
 * `Idempotency-Key` on `POST /purchases/` (docs/product/api.md#purchases,
 * docs/decisions/0032-a-sale-is-recorded-once.md; the header of the IETF draft "The Idempotency-Key
 * HTTP Header Field"). A client makes one key per sale (e.g. `crypto.randomUUID()`) and sends the
 * same key with every retry of it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** On the answer to a repeated key: `true`. The body and status are the first sale's. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX = 255;
/** A key is remembered this long; after that the same key makes a new purchase. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_KEY_INVALID = `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX} printable ASCII characters`;
export const IDEMPOTENCY_KEY_REUSED = `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different purchase; send a new key for a new sale`;

/** Visible ASCII and inner spaces; no control characters. */
const PRINTABLE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * The key a header value carries, or null when it is not a usable key. The draft writes the
 * key as a structured-field string (`"abc"`); bare tokens (`abc`), as most clients send them,
 * are taken as they are.
 */
export function parseIdempotencyKey(header: string): string | null {
  const text = header.trim();
  const key =
    text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX) return null;
  return PRINTABLE.test(key) ? key : null;
}
