/**
 * A moment as the dashboard shows it: en-US, in the shop's time zone
 * (docs/product/dashboard.md), so "today" on the cards and the times in the lists read on the same
 * clock. A zone the browser does not know falls back to the browser's own.
 */
export function shopDateTime(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Date(iso).toLocaleString('en-US', { ...options, timeZone });
  } catch {
    return new Date(iso).toLocaleString('en-US', options);
  }
}

/** Who did something: the full name, else the username. */
export function personName(person: { username: string; first_name: string; last_name: string }) {
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.username;
}
