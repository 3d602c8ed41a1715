// @ts-check
// The code every page runs at start-up: in two files, named in preload hints in the
// shell's page (docs/performance.md#the-start-up-chain-two-files-preloaded).
// - Preloads: without them the browser learns of those files only after main.js has
//   downloaded and run, and of the shared libraries' one round trip later again (webpack
//   loads a shared module's chunk when the chunk that consumes it arrives).
// - Two files, not twelve: federation gives each shared library a chunk of its own, and a
//   phone on HTTP/1.1 fetches six at a time, each costing a round trip. One file made one
//   long task of parsing and running it; the biggest chunk (React DOM) kept apart from
//   the rest splits that work in about halves (measured, docs/figures.md).
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

class StartupChunksPlugin {
  /** @param {{ entry: string, publicPath: string }} options */
  constructor({ entry, publicPath }) {
    this.entry = entry;
    this.publicPath = publicPath;
    /** @type {import('webpack').Compilation | undefined} */
    this.compilation = undefined;
    /** @type {Set<import('webpack').Chunk> | undefined} */
    this.merged = undefined;
  }

  /**
   * The start-up chunks whose code goes into the one `startup` file: all but the biggest
   * (React DOM's). Read once per compilation, when splitChunks first asks: the chunk
   * graph is built by then.
   * @param {import('webpack').Compilation} compilation
   */
  mergedChunks(compilation) {
    if (!this.merged) {
      const entrypoint = compilation.entrypoints.get(this.entry);
      const startup = entrypoint ? [...startupChunks(compilation, entrypoint)] : [];
      const size = (/** @type {import('webpack').Chunk} */ chunk) =>
        compilation.chunkGraph.getChunkSize(chunk);
      this.merged = new Set(startup.sort((a, b) => size(b) - size(a)).slice(1));
    }
    return this.merged;
  }

  /**
   * The splitChunks cache group that moves that code into the `startup` chunk. Each old
   * chunk stays in its chunk groups and now loads the one file with it; none loads later
   * than before, since all load at start-up. The federation's own modules (a request for
   * a shared module, a provider's entry) stay where they were: a chunk waiting for a
   * shared module that sat in its own file would never load.
   */
  cacheGroups() {
    return {
      startup: {
        name: 'startup',
        chunks: /** @type {const} */ ('async'),
        enforce: true,
        /** @param {import('webpack').Module} module */
        test: (module) => {
          const { compilation } = this;
          if (!compilation || module.type === CONSUME_SHARED || module.type === PROVIDE_SHARED)
            return false;
          const merged = this.mergedChunks(compilation);
          return [...compilation.chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
            merged.has(chunk),
          );
        },
      },
    };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      this.compilation = compilation;
      this.merged = undefined;
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupChunksPlugin',
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

module.exports = { StartupChunksPlugin };
