module.exports = {
  ...require('../../jest.preset'),
  displayName: 'ui',
  testEnvironment: '<rootDir>/../testing/src/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../testing/src/jest-setup.ts'],
};
