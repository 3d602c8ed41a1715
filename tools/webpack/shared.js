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
    // Import routing from 'react-router' (its v7 home). 'react-router-dom' stays shared
    // for libraries that use it, but its `export * from 'react-router'` does not
    // survive sharing: the shared copy exposes only its DOM extras (checked here).
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
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
    // The data kit (tables, pagination, skeletons), apart for the same reason.
    '@shop/ui/data': {
      ...workspaceSingleton(),
      import: path.join(__dirname, '../../libs/ui/src/data/index.ts'),
    },
  };
}

module.exports = { sharedModules };
