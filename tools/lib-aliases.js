// @ts-check
// The import names of our libraries (`@shop/ui`, `@shop/ui/forms`, …) and the file each
// one means. The one list is `compilerOptions.paths` in tsconfig.base.json, which the
// editor and tsc read; the Jest preset and the webpack factory derive theirs from here.
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '..');
const tsconfigFile = path.join(root, 'tsconfig.base.json');

/**
 * `{ '@shop/ui': '/abs/libs/ui/src/index.ts', … }`, read with TypeScript's own reader
 * (it allows comments and trailing commas, as tsc does).
 * @returns {Record<string, string>}
 */
function libAliases() {
  const { config, error } = ts.readConfigFile(tsconfigFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  /** @type {{ baseUrl?: string, paths?: Record<string, string[]> }} */
  const options = config?.compilerOptions ?? {};
  // Paths are relative to baseUrl when one is set, else to the config file's folder.
  const base = path.resolve(root, options.baseUrl ?? '.');
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const [name, targets] of Object.entries(options.paths ?? {})) {
    // Exact names only: a wildcard (`@shop/*`) would need a pattern in each consumer.
    if (name.includes('*') || targets.length !== 1 || !targets[0]) {
      throw new Error(`${tsconfigFile}: paths["${name}"] must be one exact file, no wildcard`);
    }
    aliases[name] = path.resolve(base, targets[0]);
  }
  return aliases;
}

/** Files whose change changes the aliases (webpack's cache must know them). */
const libAliasSources = [__filename, tsconfigFile];

module.exports = { libAliases, libAliasSources };
