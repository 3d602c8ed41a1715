module.exports = {
  ...require('../../jest.preset'),
  displayName: 'contracts',
  testEnvironment: 'node',
};
