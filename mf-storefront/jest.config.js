module.exports = {
  ...require('../jest.preset'),
  displayName: 'mf-storefront',
  testEnvironment: '<rootDir>/../libs/testing/src/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../libs/testing/src/jest-setup.ts'],
};
