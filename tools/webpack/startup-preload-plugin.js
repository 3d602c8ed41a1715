// @ts-check
// Preload hints in the shell's page for the chunks every page loads at start-up
// (docs/architecture.md §7.19). Without them the browser learns of those chunks only
// after main.js has downloaded and run, and of the shared libraries' chunks one round
// trip later again (webpack loads a shared module's chunk when the chunk that consumes
// it arrives): two sequential round trips before the first remote can mount.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The chunks the entry loads at start-up: those of its own async imports (the async
 * boundary, `import('./bootstrap')`) and, transitively, those of the shared modules that
 * code consumes. A shared module comes from the share scope, where the shell, first on
 * the page, put its own copy: so its chunk is the one the entry's provide module names,
 * not the consumer's fallback. A lazy `import()` inside start-up code is not followed:
 * it loads on demand, not on every page.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Entrypoint} entrypoint
 */
function startupChunks(compilation, entrypoint) {
  const { chunkGraph } = compilation;
  /** @param {import('webpack').Module} module */
  const blockGroups = (module) =>
    module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block) ?? []);
  /** Share key → the chunk groups of the shell's own copy. @type {Map<string, import('webpack').ChunkGroup[]>} */
  const provided = new Map();
  /** @type {import('webpack').ChunkGroup[]} */
  const imports = [];
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === PROVIDE_SHARED)
        provided.set(
          /** @type {{ _name: string }} */ (/** @type {unknown} */ (module))._name,
          blockGroups(module),
        );
      else imports.push(...blockGroups(module));
    }
  }
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @param {import('webpack').ChunkGroup} group */
  const add = (group) => {
    for (const chunk of group.chunks) {
      if (chunks.has(chunk) || entrypoint.chunks.includes(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const { shareKey } = /** @type {{ options: { shareKey: string } }} */ (
          /** @type {unknown} */ (module)
        ).options;
        for (const shared of provided.get(shareKey) ?? blockGroups(module)) add(shared);
      }
    }
  };
  for (const group of imports) add(group);
  return chunks;
}

class StartupPreloadPlugin {
  /** @param {{ entry: string, publicPath: string }} options */
  constructor({ entry, publicPath }) {
    this.entry = entry;
    this.publicPath = publicPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return data;
          const entryFile = `${this.publicPath}${this.entry}.js`;
          const files = [...startupChunks(compilation, entrypoint)]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'))
            .sort();
          const links = files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${this.publicPath}${file}`,
            }),
          );
          // The entry first: it starts the remote map's chain (manifest, remote entry),
          // so it must not queue behind the chunks preloaded beside it.
          const headTags = data.headTags.map((tag) =>
            tag.tagName === 'script' && String(tag.attributes.src).startsWith(entryFile)
              ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } }
              : tag,
          );
          return { ...data, headTags: [...headTags, ...links] };
        },
      );
    });
  }
}

module.exports = { StartupPreloadPlugin, startupChunks };
