// @ts-check
// Copies a folder of static files into the output under the same relative paths (the
// shell's product illustrations, docs/decisions/0073-our-own-product-drawings.md), in builds and
// in the dev server, without another dependency. Files, not modules: no JavaScript grows.
const fs = require('node:fs');
const path = require('node:path');

class EmitFolderPlugin {
  /** @param {{ from: string, to: string }} folders  `to` is relative to the output */
  constructor({ from, to }) {
    this.from = from;
    this.to = to;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitFolderPlugin', (compilation) => {
      compilation.contextDependencies.add(this.from);
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitFolderPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const entry of fs.readdirSync(this.from, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const file = path.join(entry.parentPath, entry.name);
            const name = path.posix.join(
              this.to,
              ...path.relative(this.from, file).split(path.sep),
            );
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { EmitFolderPlugin };
