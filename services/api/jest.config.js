module.exports = {
  ...require('../../jest.preset'),
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/test/**/*.e2e-spec.ts',
    // Races need a server that runs transactions side by side (SQLite serialises every
    // writer), so these files exist only for a run with MySQL, rather than as skipped tests.
    ...(process.env.MYSQL_URL ? ['<rootDir>/test/**/*.mysql-e2e-spec.ts'] : []),
  ],
  // Each e2e file boots the app and seeds a database; give slow CI machines room.
  testTimeout: 30_000,
};
