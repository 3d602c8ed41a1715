const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LEVELS)[number];

export interface LogSettings {
  /** LOG_LEVEL, `info` by default: `info` writes one line per request. */
  level: LogLevelName;
  /** LOG_FORMAT: `json` (one object a line, for machines) or `pretty` (for people). */
  format: 'json' | 'pretty';
}

/**
 * LOG_LEVEL and LOG_FORMAT. Unset, the format is `pretty` when a person is watching
 * (a terminal, outside production) and JSON otherwise
 * (docs/operations.md#outages-shutdown-and-logs).
 */
export function readLogSettings(
  env: NodeJS.ProcessEnv = process.env,
  terminal = Boolean(process.stdout.isTTY),
): LogSettings {
  const level = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevelName;
  if (!LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (format === 'json' || format === 'pretty') return { level, format };
  if (format) throw new Error(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
  const watched = terminal && env.NODE_ENV !== 'production';
  return { level, format: watched ? 'pretty' : 'json' };
}
