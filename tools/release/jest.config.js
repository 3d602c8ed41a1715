// @ts-check
// The release contract's unit tests (tools/release/contract.test.js), in Node.
module.exports = {
  ...require('../../jest.preset'),
  displayName: 'release',
  testEnvironment: 'node',
};
