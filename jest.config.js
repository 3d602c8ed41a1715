// One Jest run over every project, so `npm test` prints one summary.
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mf-*/jest.config.js',
    '<rootDir>/tools/release/jest.config.js',
  ],
};
