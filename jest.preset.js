// Shared Jest settings: swc for speed, with decorator metadata for NestJS and MikroORM.
const { libAliases } = require('./tools/lib-aliases');

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Our libraries, from source: the names and files come from tsconfig.base.json `paths`.
  moduleNameMapper: Object.fromEntries(
    Object.entries(libAliases()).map(([name, file]) => [`^${escapeRegExp(name)}$`, file]),
  ),
};
