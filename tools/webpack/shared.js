// @ts-check
// The modules every federated project shares, as singletons. One React, one router,
// one store and one antd (through the @shop/ui kits) for the whole page.
const path = require('node:path');
const rootPackage = require('../../package.json');
const shopStatePackage = require('../../libs/shop-state/package.json');

/** @type {Record<string, string>} */
const deps = rootPackage.dependencies;

/** @param {string} pkg */
function singleton(pkg) {
  return { singleton: true, requiredVersion: deps[pkg], version: deps[pkg] };
}

/**
 * A singleton that must never run in two versions on one page: with `strictVersion` the
 * federation runtime refuses a provider outside the consumer's range (it only warns
 * otherwise), so a mismatched release fails to load and its section shows the fallback
 * instead of running a second React or a second store
 * (docs/architecture.md#a-remote-built-released-loaded).
 * @param {string} pkg
 */
function strictSingleton(pkg) {
  return { ...singleton(pkg), strictVersion: true };
}

/**
 * Our own libraries have no published version; the repo has exactly one copy.
 * @returns {{ singleton: true, requiredVersion: false, version: string }}
 */
function workspaceSingleton() {
  return { singleton: true, requiredVersion: false, version: '0.1.0' };
}

/**
 * A kit of @shop/ui that only the screens needing it load. Its `import` is a file path
 * on purpose: the federation plugin then provides it from every build, the shell's
 * included, although the shell never imports it. The shell registers first, so every
 * kit comes from the same build and runs on the same antd instance (one theme
 * context, one style cache).
 * @param {string} file
 */
function uiKit(file) {
  return { ...workspaceSingleton(), import: path.join(__dirname, '../../libs/ui/src', file) };
}

function sharedModules() {
  return {
    react: strictSingleton('react'),
    // Without the subpath keys a second react-dom loads silently
    // (docs/architecture.md#federation-traps).
    'react/': strictSingleton('react'),
    'react-dom': strictSingleton('react-dom'),
    'react-dom/': strictSingleton('react-dom'),
    // react-router is not listed: remotes import it through the @shop/ui/routing facade
    // below, which carries only the parts we use (a shared package is provided whole).
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    'single-spa': singleton('single-spa'),
    // antd itself is not listed: only the @shop/ui kits import it, so it travels inside
    // their shared chunks, tree-shaken to the components they name.
    // The one store: versioned by its package.json, strict like React (a second store
    // would split the session and the cart).
    '@shop/shop-state': {
      singleton: true,
      requiredVersion: `^${shopStatePackage.version}`,
      version: shopStatePackage.version,
      strictVersion: true,
    },
    // Plain widgets, no antd: on every first page.
    '@shop/ui': workspaceSingleton(),
    // The kits, apart because they are too heavy for the first pages (`/`, `/products`).
    // ShopTheme (antd's theme provider), Button and grid: screens past the first pages.
    '@shop/ui/controls': uiKit('controls/index.ts'),
    // Inputs, tabs, alerts, dialogs: screens with forms.
    '@shop/ui/forms': uiKit('forms/index.ts'),
    // Tables, pagination, skeletons: screens with data.
    '@shop/ui/data': uiKit('data/index.ts'),
    // The pager, no antd: the products list and the tables; nothing on `/` pages.
    '@shop/ui/paging': uiKit('paging/index.ts'),
    // A list screen's filters in the address, its filter bar and results: back office, account.
    '@shop/ui/lists': uiKit('lists/index.ts'),
    // react-router, tree-shaken to what the remotes use.
    '@shop/ui/routing': uiKit('routing.ts'),
  };
}

module.exports = { sharedModules };
