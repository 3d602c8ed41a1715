// Shared Jest settings: swc for speed, with decorator metadata for NestJS and MikroORM.
const path = require('node:path');

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
  moduleNameMapper: {
    '^@shop/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
    '^@shop/shop-state$': path.join(__dirname, 'libs/shop-state/src/index.ts'),
    '^@shop/ui$': path.join(__dirname, 'libs/ui/src/index.ts'),
    '^@shop/ui/forms$': path.join(__dirname, 'libs/ui/src/forms/index.ts'),
    '^@shop/ui/data$': path.join(__dirname, 'libs/ui/src/data/index.ts'),
    '^@shop/ui/routing$': path.join(__dirname, 'libs/ui/src/routing.ts'),
    '^@shop/ui/controls$': path.join(__dirname, 'libs/ui/src/controls/index.ts'),
    '^@shop/testing$': path.join(__dirname, 'libs/testing/src/index.ts'),
  },
};
