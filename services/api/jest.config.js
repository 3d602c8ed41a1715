module.exports = {
  ...require('../../jest.preset'),
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // Each e2e file boots the app and seeds a database; give slow CI machines room.
  testTimeout: 30_000,
};
