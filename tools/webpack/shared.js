// The modules every federated project shares, as singletons. One React, one router,
// one store and one antd (through the @shop/ui facade) for the whole page.
const path = require('node:path');
const rootPackage = require('../../package.json');

const deps = rootPackage.dependencies;

function singleton(pkg) {
  return { singleton: true, requiredVersion: deps[pkg], version: deps[pkg] };
}

/** Our own libraries have no published version; the repo has exactly one copy. */
function workspaceSingleton() {
  return { singleton: true, requiredVersion: false, version: '0.1.0' };
}

function sharedModules() {
  return {
    react: singleton('react'),
    // Without the subpath keys a second react-dom loads silently (FEDERATION-NOTES 4).
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // react-router is not listed: remotes import it through the @shop/ui/routing facade
    // below, which carries only the parts we use (a shared package is provided whole).
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    'single-spa': singleton('single-spa'),
    // antd itself is not listed: only @shop/ui imports it, so it travels inside the
    // facade's shared chunk and is tree-shaken to the components the facade names.
    '@shop/shop-state': workspaceSingleton(),
    '@shop/ui': workspaceSingleton(),
    // The form kit (inputs, tabs, alerts) is too heavy for the first page, so it is a
    // second shared module that only screens with forms load. Its `import` is a file
    // path on purpose: the federation plugin then provides it from every build, the
    // shell's included, although the shell never imports it. The shell registers
    // first, so the kit comes from the same build as @shop/ui and runs on the same
    // antd instance (one ConfigProvider context, one style cache, the shop theme).
    '@shop/ui/forms': {
      ...workspaceSingleton(),
      import: path.join(__dirname, '../../libs/ui/src/forms/index.ts'),
    },
    // antd's Button and grid, for screens past the first pages, for the same reason.
    '@shop/ui/controls': {
      ...workspaceSingleton(),
      import: path.join(__dirname, '../../libs/ui/src/controls/index.ts'),
    },
    // Routing (react-router, tree-shaken to what the remotes use), for the same reason.
    '@shop/ui/routing': {
      ...workspaceSingleton(),
      import: path.join(__dirname, '../../libs/ui/src/routing.ts'),
    },
    // The data kit (tables, pagination, skeletons), apart for the same reason.
    '@shop/ui/data': {
      ...workspaceSingleton(),
      import: path.join(__dirname, '../../libs/ui/src/data/index.ts'),
    },
  };
}

module.exports = { sharedModules };
