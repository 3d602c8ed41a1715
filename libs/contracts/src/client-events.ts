import { z } from 'zod';

/**
 * What a browser tells the API when a remote fails in it (`POST /client-events`,
 * docs/operations.md#client-events): which remote and version, how it failed, a short message and
 * the request id that ties it to the API's log line. Small and anonymous on purpose
 * (docs/decisions/0099-browsers-report-remote-failures.md): no user, no email, no query strings.
 */

/** `load_error`: the remote could not be fetched or started; `render_error`: it crashed rendering. */
export const CLIENT_EVENT_KINDS = ['load_error', 'render_error'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** A body larger than this is refused (413) before it is read as JSON. */
export const CLIENT_EVENT_MAX_BYTES = 4096;
/** A message is cut to this many characters, by the browser and again by the API. */
export const CLIENT_EVENT_MESSAGE_MAX = 300;
export const CLIENT_EVENT_VERSION_MAX = 64;

/**
 * A request id as the API keeps it from `X-Request-Id` (letters, digits, `.:_-`, at most 128);
 * anything else is replaced by a fresh one (docs/decisions/0059-one-log-line-per-request-no-secrets.md).
 */
export const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

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

const pattern = (field: string, rule: RegExp, what: string) =>
  z
    .string({ error: `${field} must be ${what}` })
    .regex(rule, { error: `${field} must be ${what}` });

/** `POST /client-events`: nothing beyond these fields, so nothing personal rides along. */
export const clientEventSchema = z.strictObject(
  {
    remote: pattern('remote', /^[a-z][a-z0-9-]{0,39}$/, "a remote's name"),
    version: pattern(
      'version',
      new RegExp(`^[\\w.+-]{1,${CLIENT_EVENT_VERSION_MAX}}$`),
      'a released version or "unknown"',
    ),
    kind: z.enum(CLIENT_EVENT_KINDS, {
      error: `kind must be one of ${CLIENT_EVENT_KINDS.join(', ')}`,
    }),
    message: z
      .string({ error: 'message must be text' })
      .transform(scrubClientMessage)
      .pipe(z.string().min(1, { error: 'message must not be empty' })),
    request_id: pattern('request_id', REQUEST_ID_PATTERN, 'a request id').nullish(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Request body must be a JSON object',
  },
);
export type ClientEventBody = z.input<typeof clientEventSchema>;
export type ClientEvent = z.output<typeof clientEventSchema>;

/** `GET /client-events/summary?since=`: reports from this instant on (ISO 8601); all when absent. */
export const clientEventSummaryQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 instant' }).optional(),
});

/** One remote's version and what its browsers reported. */
export interface ClientEventCount {
  remote: string;
  version: string;
  load_errors: number;
  render_errors: number;
  /** The first and the last report, ISO 8601. */
  first_at: string;
  last_at: string;
}

/** `GET /client-events/summary`: by remote, then the latest report first. */
export interface ClientEventSummary {
  counts: ClientEventCount[];
}
