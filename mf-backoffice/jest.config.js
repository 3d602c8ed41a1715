module.exports = {
  ...require('../jest.preset'),
  displayName: 'mf-backoffice',
  testEnvironment: '<rootDir>/../libs/testing/src/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../libs/testing/src/jest-setup.ts'],
};
