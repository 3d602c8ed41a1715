// @ts-check
// One webpack factory for the shell and every remote, so the federation setup
// (shared singletons, async boundary, manifest, caching headers) is decided once.
const path = require('node:path');
const { constants: zlib } = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared');
const { EmitJsonPlugin } = require('./emit-json-plugin');
const { EmitFolderPlugin } = require('./emit-folder-plugin');
const { StartupChunksPlugin } = require('./startup-chunks-plugin');
const { designTokenParameters } = require('./design-tokens');
const { libAliases: readLibAliases, libAliasSources } = require('../lib-aliases');

const root = path.resolve(__dirname, '../..');
/** Where released remotes live (tools/release/releases.mjs); the shell's dev server serves them. */
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases'));

/**
 * Text files are compressed once, at build time, next to the originals (`x.js.gz`,
 * `x.js.br`): nginx's gzip_static/brotli and tools/serve.mjs send them as they are
 * (docs/architecture.md#serving). Source maps are never served, so never compressed.
 */
const precompressed = () =>
  [
    { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } },
    {
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
    },
  ].map(
    (options) =>
      new CompressionPlugin({ ...options, test: /\.(js|css|html|json|svg|txt)$/, threshold: 1024 }),
  );

/**
 * Our libraries are bundled from source: no build step, one version in the repo. Their
 * names and files come from tsconfig.base.json `paths`; `$` makes each an exact match.
 */
const libAliases = Object.fromEntries(
  Object.entries(readLibAliases()).map(([name, file]) => [`${name}$`, file]),
);

/** Remotes are fetched cross-origin by the shell; their files must be readable from any origin. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
};

/**
 * @param {object} options
 * @param {string} options.name     federation name (`shell`, `storefront`, …)
 * @param {string} options.dir      the project folder (pass `__dirname`)
 * @param {number} options.port     dev-server port
 * @param {Record<string,string>} [options.exposes]  remotes only: `{ './app': './src/app.tsx' }`
 * @param {boolean} [options.isHost] the shell: HTML page, runtime remote map, /api proxy
 */
function createConfig({ name, dir, port, exposes, isHost = false }) {
  /**
   * @param {unknown} _env
   * @param {{ mode?: string }} argv
   * @returns {import('webpack-dev-server').WebpackConfiguration}
   */
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // The chunks every page loads at start-up, in two files with preload hints
    // (docs/performance.md#the-start-up-chain-two-files-preloaded).
    const startupChunksPlugin = isHost
      ? new StartupChunksPlugin({ entry: 'main', publicPath: '/' })
      : undefined;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The shell's entry only imports './bootstrap': shared singletons are negotiated at
      // that async boundary (docs/architecture.md#federation-traps); never mark a shared module
      // `eager`. Remotes need no entry of their own: the shell loads them through remoteEntry.js.
      entry: isHost ? { main: './src/main.ts' } : {},
      // Production maps are written for error tracking but not linked from the files
      // (`hidden-`), and no server sends *.map
      // (docs/decisions/0048-source-maps-built-never-served.md).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // No hash in the entry name: the federation runtime cannot fill [contenthash]
        // there (docs/architecture.md#federation-traps). The shell's HTML adds `?hash` instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The shell serves deep links (/products/7) from its SPA fallback, so its files
        // must load from the root; remotes are found from wherever they are deployed.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: libAliases,
      },
      module: {
        rules: [
          {
            // The contracts library builds zod schemas at module level; without this
            // hint a screen importing `hasRole` would pull every schema (and zod) in.
            test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/,
            sideEffects: false,
          },
          {
            // antd's helper packages ship pure ES modules (styles are CSS-in-JS) but do
            // not declare it, so webpack kept e.g. all of rc-form for ConfigProvider.
            // Declaring them side-effect free lets unused re-exports drop (~10 KB gzip).
            test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color))[\\/]/,
            sideEffects: false,
          },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(root, 'node_modules/.cache', `webpack-${name}`),
        buildDependencies: {
          config: [__filename, path.join(__dirname, 'shared.js'), ...libAliasSources],
        },
      },
      optimization: {
        minimize: production,
        ...(startupChunksPlugin
          ? { splitChunks: { cacheGroups: startupChunksPlugin.cacheGroups() } }
          : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          // The shell learns its remotes at run time from remotes.json (registerRemotes).
          remotes: {},
          exposes: exposes ?? {},
          shared: sharedModules(),
          // Use what is already loaded; do not fetch other remotes to compare versions.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Drop runtime code we never run: Node paths everywhere, and in remotes the
          // manifest/remote-loading machinery (only the shell loads remotes). ~8 KB gzip.
          experiments: {
            optimization: isHost
              ? { target: 'web' }
              : { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                // The design tokens' CSS variables, written into the page (design-tokens.js).
                templateParameters: designTokenParameters,
                hash: true,
                scriptLoading: 'defer',
                publicPath: '/',
              }),
              startupChunksPlugin,
              // The product illustrations, served from the shop's origin at /images/
              // (docs/decisions/0073-our-own-product-drawings.md).
              new EmitFolderPlugin({ from: path.join(dir, 'public/images'), to: 'images' }),
            ]
          : []),
        // In production the live map comes from releases/ (tools/serve.mjs, deploy/nginx);
        // the dev server serves a dev map: `npm run dev` names it in SHOP_REMOTE_MAP.
        ...(isHost && !production
          ? [
              new EmitJsonPlugin({
                from: process.env.SHOP_REMOTE_MAP ?? path.join(dir, 'public/remotes.json'),
                to: 'remotes.json',
              }),
            ]
          : []),
        ...(production ? precompressed() : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        headers: isHost
          ? { 'Cache-Control': 'no-cache' }
          : { ...corsHeaders, 'Cache-Control': 'no-cache' },
        historyApiFallback: isHost,
        // Released remotes at /remotes/<remote>/<version>/, as `npm start` serves them.
        ...(isHost
          ? { static: [{ directory: releasesDir, publicPath: '/remotes', watch: false }] }
          : {}),
        client: { overlay: false, webSocketURL: `ws://localhost:${port}/ws` },
        ...(isHost
          ? { proxy: [{ context: ['/api'], target: 'http://localhost:3333', changeOrigin: false }] }
          : {}),
      },
    };
  };
}

module.exports = { createConfig };
