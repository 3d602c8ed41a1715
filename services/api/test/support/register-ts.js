// Lets a child `node` process run the API from its TypeScript sources, the way Jest
// does (swc, decorator metadata, our libraries by their tsconfig paths), for the tests
// that need a real process to signal (graceful-shutdown.e2e-spec.ts).
const Module = require('node:module');
const { transformSync } = require('@swc/core');
const { libAliases } = require('../../../../tools/lib-aliases');

const aliases = libAliases();
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, aliases[request] ?? request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
