// @ts-check
// `node perf/devices/build-variant.mjs <project> <variant>`: builds a project (`shell`,
// `mf-storefront`, …) for production as tools/webpack/create-config.js does, with or without
// one device, into /tmp/build-variant/<project>-<variant>, and prints its scripts' gzip sizes.
// Variants: `as-is`; `no-subpath-keys` (without the shared `react/` and `react-dom/` keys,
// tools/webpack/shared.js); `no-antd-side-effects` and `no-contracts-side-effects` (without
// either `sideEffects: false` rule). No cache, no source maps, no .gz/.br (kept with
// `--compressed`, to serve the build as production does, first-pages.mjs): sizes are gzip -9.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

const [project, variant = 'as-is'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const compressed = process.argv.includes('--compressed');
const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
/** @type {(env: unknown, argv: { mode: string }) => import('webpack').Configuration} */
const configFor = require(path.join(root, project, 'webpack.config.js'));
const config = configFor({}, { mode: 'production' });
const out = path.join('/tmp/build-variant', `${project}-${variant}`);

/** @param {string} pattern part of the rule's test */
const withoutSideEffectsRule = (pattern) =>
  (config.module?.rules ?? []).filter(
    (rule) => !(rule && typeof rule === 'object' && String(rule.test).includes(pattern)),
  );
const plugins = (config.plugins ?? []).filter(
  (plugin) => compressed || plugin?.constructor.name !== 'CompressionPlugin',
);
if (variant === 'no-subpath-keys') {
  const federation = /** @type {{ _options: { shared: Record<string, unknown> } }} */ (
    /** @type {unknown} */ (plugins.find((p) => p?.constructor.name === 'ModuleFederationPlugin'))
  );
  delete federation._options.shared['react/'];
  delete federation._options.shared['react-dom/'];
} else if (variant === 'no-antd-side-effects') {
  config.module = { ...config.module, rules: withoutSideEffectsRule('rc-component') };
} else if (variant === 'no-contracts-side-effects') {
  config.module = { ...config.module, rules: withoutSideEffectsRule('contracts') };
} else if (variant !== 'as-is') {
  throw new Error(`Unknown variant ${variant}`);
}

webpack(
  { ...config, plugins, cache: false, devtool: false, output: { ...config.output, path: out } },
  (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      console.error(error ?? stats?.toString('errors-only'));
      process.exit(1);
    }
    const sizes = readdirSync(out)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({
        name,
        gzip: gzipSync(readFileSync(path.join(out, name)), { level: 9 }).length,
      }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
    const report = [...sizes.map((file) => `${file.name}\t${file.gzip}`), `total\t${total}`];
    writeFileSync(`${out}.sizes.txt`, `${report.join('\n')}\n`);
    console.log(`${project} ${variant}: scripts ${total} bytes gzip (${out}.sizes.txt)`);
  },
);
