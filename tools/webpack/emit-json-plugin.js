// @ts-check
// Copies one JSON file into the output (the shell's runtime remote map), in builds and
// in the dev server, without another dependency.
const fs = require('node:fs');

class EmitJsonPlugin {
  /** @param {{ from: string, to: string }} files */
  constructor({ from, to }) {
    this.from = from;
    this.to = to;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.fileDependencies.add(this.from);
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitJsonPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const text = fs.readFileSync(this.from, 'utf8');
          JSON.parse(text); // fail the build on a broken map rather than at run time
          compilation.emitAsset(this.to, new RawSource(text));
        },
      );
    });
  }
}

module.exports = { EmitJsonPlugin };
