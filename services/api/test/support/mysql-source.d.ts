// Types of mysql-source.js (plain JavaScript so that jest.config.js can use it).
export type MysqlSource =
  { kind: 'server'; url: string } | { kind: 'container' } | { kind: 'none' };
export function chooseMysqlSource(facts: {
  mysqlUrl?: string;
  dockerReachable: boolean;
}): MysqlSource;
export function dockerLooksReachable(
  env: Record<string, string | undefined>,
  exists?: (file: string) => boolean,
): boolean;
export function mysqlSource(env?: Record<string, string | undefined>): MysqlSource;
