// @ts-check
// Where the API tests' MySQL comes from (docs/conventions.md#tests). Plain JavaScript because
// jest.config.js decides with it, before any TypeScript is compiled.
const { existsSync } = require('node:fs');

/**
 * MYSQL_URL names a server: use it (CI, and anyone with a local MySQL). Without it, a
 * Docker engine that looks reachable gets a MySQL 8 container through testcontainers
 * (mysql-container.ts). Neither: the tests run on SQLite alone.
 * @param {{ mysqlUrl?: string, dockerReachable: boolean }} facts
 * @returns {{ kind: 'server', url: string } | { kind: 'container' } | { kind: 'none' }}
 */
function chooseMysqlSource({ mysqlUrl, dockerReachable }) {
  const url = mysqlUrl?.trim();
  if (url) return { kind: 'server', url };
  return dockerReachable ? { kind: 'container' } : { kind: 'none' };
}

/**
 * Whether a Docker engine looks reachable, decided without waiting: DOCKER_HOST names one, or
 * the default socket exists. testcontainers then finds it the same way.
 * @param {Record<string, string | undefined>} env
 * @param {(file: string) => boolean} [exists]
 */
function dockerLooksReachable(env, exists = existsSync) {
  return Boolean(env.DOCKER_HOST?.trim()) || exists('/var/run/docker.sock');
}

/** @param {Record<string, string | undefined>} [env] */
function mysqlSource(env = process.env) {
  return chooseMysqlSource({ mysqlUrl: env.MYSQL_URL, dockerReachable: dockerLooksReachable(env) });
}

module.exports = { chooseMysqlSource, dockerLooksReachable, mysqlSource };
