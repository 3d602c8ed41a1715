module.exports = {
  ...require('../jest.preset'),
  displayName: 'mf-reports',
  testEnvironment: '<rootDir>/../libs/testing/src/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../libs/testing/src/jest-setup.ts'],
};
