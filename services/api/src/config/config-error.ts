import type { LoggerService } from '@nestjs/common';

/** Bad configuration: one line per variable, naming it and (unless secret) its value. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Why a start failed: each bad setting on a line of its own; any other error with its stack. */
export function logStartFailure(logger: LoggerService, what: string, error: unknown): void {
  if (error instanceof ConfigError)
    for (const line of error.message.split('\n')) logger.error(`${what}: ${line}`);
  else logger.error(what, error instanceof Error ? error.stack : String(error));
}
