module.exports = {
  ...require('../../jest.preset'),
  displayName: 'shop-state',
  testEnvironment: '<rootDir>/../testing/src/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../testing/src/jest-setup.ts'],
};
