import { z } from 'zod';
import {
  CLIENT_EVENT_KINDS,
  CLIENT_EVENT_VERSION_MAX,
  scrubClientMessage,
} from './client-event-fields';
import { REQUEST_ID_PATTERN } from './request-id';

/**
 * What a browser tells the API when a remote fails in it (`POST /client-events`,
 * docs/operations.md#client-events): which remote and version, how it failed, a short message and
 * the request id that ties it to the API's log line. Small and anonymous on purpose
 * (docs/decisions/0099-browsers-report-remote-failures.md): no user, no email, no query strings.
 */

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
