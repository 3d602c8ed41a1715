// @ts-check
// `node perf/devices/toast-bytes.mjs`: gzip bytes of the shop's plain-DOM `showToast`
// (libs/ui/src/toast.ts) against antd's `message`, each bundled alone for production with
// React left out (every page has React already; `/` has no antd).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'toast-bytes-'));
const entries = {
  showToast: `export { showToast } from '${path.join(root, 'libs/ui/src/toast.ts')}';\n`,
  'antd message':
    "import { message } from 'antd';\nexport const toast = (text) => message.success(text);\n",
};

/** @param {string} name @param {string} source @returns {Promise<number>} */
function bundledGzip(name, source) {
  const dir = path.join(work, name.replace(' ', '-'));
  const entry = `${dir}.mjs`;
  writeFileSync(entry, source);
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: root,
        entry,
        output: { path: dir, library: { type: 'module' } },
        experiments: { outputModule: true },
        externalsType: 'module',
        externals: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
        resolve: {
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          modules: [path.join(root, 'node_modules')],
        },
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              use: {
                loader: 'swc-loader',
                options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
              },
            },
            // As tools/webpack/create-config.js declares them.
            {
              test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color))[\\/]/,
              sideEffects: false,
            },
          ],
        },
        performance: { hints: false },
      },
      (error, stats) => {
        if (error || !stats || stats.hasErrors())
          return reject(error ?? new Error(stats?.toString('errors-only')));
        const files = readdirSync(dir).filter((file) => /\.m?js$/.test(file));
        resolve(
          files.reduce(
            (sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length,
            0,
          ),
        );
      },
    );
  });
}

for (const [name, source] of Object.entries(entries)) {
  console.log(`${name}: ${await bundledGzip(name, source)} bytes gzip`);
}
