// @ts-check
// A webpack loader for build-variant.mjs: builds a project with one device taken out by
// replacing exact text in the one source file that holds it, in the build only (the product's
// code has no switch). A text that is not found stops the build, so a variant never measures
// an unchanged build after the source moves on.
/**
 * @this {{ getOptions(): { edits: { from: string, to: string }[] }, resourcePath: string }}
 * @param {string} source
 */
module.exports = function sourceEdit(source) {
  let edited = source;
  for (const { from, to } of this.getOptions().edits) {
    if (!edited.includes(from))
      throw new Error(`build-variant: ${this.resourcePath} no longer contains ${from}`);
    edited = edited.replace(from, to);
  }
  return edited;
};
