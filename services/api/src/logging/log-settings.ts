export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL and LOG_FORMAT (config/config.schema.ts reads them). */
export interface LogSettings {
  /** `info` by default: `info` writes one line per request. */
  level: LogLevelName;
  /** `json` (one object a line, for machines) or `pretty` (for people). */
  format: 'json' | 'pretty';
}
