import { MySqlContainer, type StartedMySqlContainer } from '@testcontainers/mysql';

// Jest's global setup and teardown for the API tests when no MYSQL_URL is given and a Docker
// engine is reachable (mysql-source.js, jest.config.js): one MySQL 8 container for the run,
// named to the test files as MYSQL_URL, so every file creates and drops its own database on
// it as it does on CI's server. No Docker engine runs where this project is developed, so
// this path is not exercised there (README.md).

const holder = globalThis as { shopMysqlContainer?: StartedMySqlContainer };

export async function startMysqlContainer(): Promise<void> {
  const container = await new MySqlContainer('mysql:8.4').withRootPassword('shop-tests').start();
  holder.shopMysqlContainer = container;
  // Test workers start after global setup and inherit this.
  process.env.MYSQL_URL = `mysql://root:shop-tests@${container.getHost()}:${container.getPort()}`;
}

export async function stopMysqlContainer(): Promise<void> {
  await holder.shopMysqlContainer?.stop();
}
