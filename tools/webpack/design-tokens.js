// @ts-check
// The design tokens (libs/ui/src/tokens.ts) for the shell's HTML page: its `:root` rule
// of `--shop-…` custom properties is written into index.html when the page is built.
// Build time rather than a <style> injected by the shell's script: the first paint
// already has every colour (no flash of unstyled nav or footer) and `/` loads no extra
// JavaScript for it.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

/**
 * @typedef {{
 *   tokenCssRule: () => string,
 *   tokens: { color: { brand: string, inkSoft: string, placeholder: string } },
 *   cssOnlyTokens: { swatch: Record<string, string> },
 * }} DesignTokens
 */

const TOKENS_FILE = path.resolve(__dirname, '../../libs/ui/src/tokens.ts');

/**
 * tokens.ts compiled and run afresh on each call, so a watching dev server that rebuilds
 * the page picks up an edit. The file imports nothing, which is what lets it run here.
 * @returns {DesignTokens}
 */
function loadTokens() {
  const { code } = transformSync(fs.readFileSync(TOKENS_FILE, 'utf8'), {
    filename: TOKENS_FILE,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  return /** @type {DesignTokens} */ (module.exports);
}

/**
 * HtmlWebpackPlugin `templateParameters` for the shell's index.html: `shopTokenStyle` (a
 * `<style>` with the `:root` rule) and `shopBrandColor` (the `theme-color` meta). Getters,
 * so each build of the page reads the tokens again.
 */
const designTokenParameters = {
  get shopTokenStyle() {
    return `<style>\n${loadTokens().tokenCssRule()}\n</style>`;
  },
  get shopBrandColor() {
    return loadTokens().tokens.color.brand;
  },
};

// loadTokens: also for tools/product-images.mjs, which draws in the swatch colours.
module.exports = { designTokenParameters, loadTokens };
