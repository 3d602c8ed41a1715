const { mysqlSource } = require('./test/support/mysql-source');

// MySQL for the API tests: MYSQL_URL, or a MySQL 8 container when Docker is reachable,
// or none (test/support/mysql-source.js, docs/conventions.md#tests).
const mysql = mysqlSource();

module.exports = {
  ...require('../../jest.preset'),
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/test/support/*.spec.ts',
    '<rootDir>/test/**/*.e2e-spec.ts',
    // Races need a server that runs transactions side by side (SQLite serialises every
    // writer), so these files exist only for a run with MySQL, rather than as skipped tests.
    ...(mysql.kind === 'none' ? [] : ['<rootDir>/test/**/*.mysql-e2e-spec.ts']),
  ],
  ...(mysql.kind === 'container'
    ? {
        globalSetup: '<rootDir>/test/support/mysql-global-setup.ts',
        globalTeardown: '<rootDir>/test/support/mysql-global-teardown.ts',
      }
    : {}),
  // Each e2e file boots the app and copies or seeds a database; give a loaded machine room
  // (as the root jest.config.js does for `npm test`).
  testTimeout: 60_000,
};
