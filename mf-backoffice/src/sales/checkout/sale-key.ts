/**
 * A fresh `Idempotency-Key` (docs/decisions/0032-a-sale-is-recorded-once.md): a random UUID.
 * `crypto.randomUUID` exists only on secure pages (https, localhost); a till on a shop's plain-http
 * network still has `getRandomValues`, from which the same kind of key is made.
 */
export function newSaleKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
