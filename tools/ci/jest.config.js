// @ts-check
// The team path's tests (tools/ci/affected.test.js), in Node.
module.exports = {
  ...require('../../jest.preset'),
  displayName: 'ci',
  testEnvironment: 'node',
};
