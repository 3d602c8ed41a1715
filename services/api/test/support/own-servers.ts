import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A server process of the test's own (Redis or MariaDB on a free port, data in a temporary
 * folder), so a test may stop and start it; never the machine's shared servers.
 */
export interface OwnServer {
  url: string;
  port: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  remove(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Redis without persistence, as on our machines. */
export async function startOwnRedis(): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-redis-'));
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  return startOwn(`redis://127.0.0.1:${port}`, port, dir, () =>
    spawn('redis-server', [...args, '--dir', dir], { stdio: 'ignore' }),
  );
}

/**
 * MariaDB on a fresh data folder (mariadb-install-db), root without a password over TCP;
 * the InnoDB settings are small so it starts in a second or two.
 */
export async function startOwnMariaDb(): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-mariadb-'));
  const datadir = join(dir, 'data');
  const installed = spawnSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      '--auth-root-authentication-method=normal',
      '--user=root',
    ],
    { encoding: 'utf8' },
  );
  if (installed.status !== 0) throw new Error(`mariadb-install-db failed: ${installed.stderr}`);
  const port = await freePort();
  const args = [
    '--no-defaults',
    `--datadir=${datadir}`,
    `--socket=${join(dir, 'mysqld.sock')}`,
    `--pid-file=${join(dir, 'mysqld.pid')}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    '--user=root',
    '--skip-log-bin',
    '--innodb-buffer-pool-size=32M',
    '--innodb-log-file-size=16M',
  ];
  return startOwn(`mysql://root@127.0.0.1:${port}`, port, dir, () =>
    spawn('mariadbd', args, { stdio: 'ignore' }),
  );
}

async function startOwn(
  url: string,
  port: number,
  dir: string,
  launch: () => ChildProcess,
): Promise<OwnServer> {
  let child: ChildProcess | null = null;
  const start = async () => {
    child = launch();
    await waitForPort(port, child);
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  await start();
  return {
    url,
    port,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, seconds = 30): Promise<void> {
  for (let attempt = 0; attempt < seconds * 10; attempt++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on ${port} within ${seconds} s`);
}
