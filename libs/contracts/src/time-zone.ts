/**
 * The platform's spelling of an IANA zone (`europe/london` → `Europe/London`), or null when it
 * knows no such zone: how the store settings (shop.ts) and the API's configuration check a time zone. It names a zone and
 * formats nothing, so the date fence of eslint.config.mjs leaves this file out.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!name) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
