import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

// src/releases and dist/releases sit at the same depth, so this holds for both.
const REPO_ROOT = resolve(__dirname, '../../../..');
/** The release commands' command line (docs/operations.md#release-and-roll-back-a-remote). */
export const RELEASE_CLI = resolve(REPO_ROOT, 'tools/release/cli.mjs');

/** Long enough for a promote, whose contract check loads the remote in headless Chromium. */
const COMMAND_TIMEOUT_MS = 180_000;

export interface ReleaseCommand {
  command: 'rollback' | 'promote';
  remote: string;
  version: string;
  /** Who the history names: `RELEASE_BY`. */
  by: string;
}

export interface CommandOutcome {
  ok: boolean;
  /** What the command printed, errors included: it says why a version may not go live. */
  output: string;
}

/**
 * Runs one release command as its own process, exactly as a person would
 * (docs/decisions/0112-the-releases-screen-runs-the-release-commands.md): the map lock, the
 * contract's checks and the records stay in the commands, in one place. Never throws for the
 * command's failure: the outcome says it.
 */
export function runReleaseCommand(
  { command, remote, version, by }: ReleaseCommand,
  releasesDir: string,
  shellDir?: string,
): Promise<CommandOutcome> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [RELEASE_CLI, command, remote, version], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        RELEASES_DIR: releasesDir,
        RELEASE_BY: by,
        ...(shellDir && { SHELL_DIST: shellDir }),
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: COMMAND_TIMEOUT_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ ok: false, output: `${output}${error.message}` }));
    child.on('close', (status) => done({ ok: status === 0, output: output.trim() }));
  });
}
