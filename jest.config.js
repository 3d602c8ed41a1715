// One Jest run over every project, so `npm test` prints one summary.
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mf-*/jest.config.js',
    '<rootDir>/tools/*/jest.config.js',
  ],
  // A global option: Jest ignores it in a project's own config when it runs several
  // projects, so the API's room for tests that boot the app and seed a database must be set
  // here for `npm test`. On CI's loaded machine the first shop of a time zone (it seeds the
  // template the others copy, test/support/seeded-copy.ts) took 37 s on MariaDB.
  testTimeout: 60_000,
  // Jest's default on this 2-core machine is one worker (cores - 1), so every file ran in turn.
  // The API's files mostly wait on their databases: two workers took the whole run from 378 s
  // to 219 s here (1,835 tests, quiet machine), with no test failing.
  maxWorkers: 2,
};
