/**
 * The parts of a browser's failure report (docs/operations.md#client-events) that the shell needs
 * too: no zod here, so importing them puts no schema on every page (client-events.ts has those).
 */

/** `load_error`: the remote could not be fetched or started; `render_error`: it crashed rendering. */
export const CLIENT_EVENT_KINDS = ['load_error', 'render_error'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** A body larger than this is refused (413) before it is read as JSON. */
export const CLIENT_EVENT_MAX_BYTES = 4096;
/** A message is cut to this many characters, by the browser and again by the API. */
export const CLIENT_EVENT_MESSAGE_MAX = 300;
export const CLIENT_EVENT_VERSION_MAX = 64;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** An absolute URL or a path, up to its query or fragment, then the query or fragment. */
const URL_QUERY = /((?:\b[a-z][\w+.-]*:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;

/**
 * A message fit to keep: emails and tokens blanked, URLs without their query string or fragment
 * (which can carry a search, a token or a redirect), white space folded, at most
 * CLIENT_EVENT_MESSAGE_MAX characters.
 */
export function scrubClientMessage(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(URL_QUERY, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CLIENT_EVENT_MESSAGE_MAX);
}
