import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository, and the releases the site under test serves
 * (docs/architecture.md#a-remote-built-released-loaded).
 */
export const ROOT = path.join(__dirname, '../..');
export const RELEASES_DIR = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');

/** The live map: remote → the same-origin path of its live manifest. */
export function liveMap(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(RELEASES_DIR, 'remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/** The version `remote` is live at. */
export function liveVersion(remote: string): string {
  const version = /^\/remotes\/[^/]+\/([^/]+)\//.exec(liveMap()[remote] ?? '')?.[1];
  if (!version) throw new Error(`${remote} is not live in ${RELEASES_DIR}/remotes.json`);
  return version;
}

/** Runs one of the release scripts as a person would; `output` holds stdout and stderr. */
export function npmRun(script: string, ...args: string[]): { status: number; output: string } {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}
