import { chooseMysqlSource, dockerLooksReachable, mysqlSource } from './mysql-source';

describe('where the API tests get MySQL', () => {
  it('uses MYSQL_URL when it names a server, Docker or not', () => {
    for (const dockerReachable of [true, false]) {
      expect(
        chooseMysqlSource({ mysqlUrl: ' mysql://root@127.0.0.1:3306 ', dockerReachable }),
      ).toEqual({ kind: 'server', url: 'mysql://root@127.0.0.1:3306' });
    }
  });

  it('starts a MySQL 8 container without MYSQL_URL when Docker is reachable', () => {
    expect(chooseMysqlSource({ dockerReachable: true })).toEqual({ kind: 'container' });
    expect(chooseMysqlSource({ mysqlUrl: '  ', dockerReachable: true })).toEqual({
      kind: 'container',
    });
  });

  it('runs on SQLite alone with neither', () => {
    expect(chooseMysqlSource({ mysqlUrl: '', dockerReachable: false })).toEqual({ kind: 'none' });
  });

  it('takes Docker as reachable when DOCKER_HOST names it or its socket exists', () => {
    const noSocket = () => false;
    expect(dockerLooksReachable({ DOCKER_HOST: 'tcp://127.0.0.1:2375' }, noSocket)).toBe(true);
    expect(dockerLooksReachable({}, (file) => file === '/var/run/docker.sock')).toBe(true);
    expect(dockerLooksReachable({ DOCKER_HOST: ' ' }, noSocket)).toBe(false);
  });

  it('reads both from the environment', () => {
    expect(mysqlSource({ MYSQL_URL: 'mysql://root@db:3306' })).toEqual({
      kind: 'server',
      url: 'mysql://root@db:3306',
    });
  });
});
