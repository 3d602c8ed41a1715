// One Jest run over every project, so `npm test` prints one summary.
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mf-*/jest.config.js',
    '<rootDir>/tools/release/jest.config.js',
  ],
  // A global option: Jest ignores it in a project's own config when it runs several
  // projects, so the API's 30 s (services/api/jest.config.js, for tests that boot the app
  // and seed a database) must be set here for `npm test`; on a loaded machine such a
  // boot passed Jest's 5 s default.
  testTimeout: 30_000,
};
