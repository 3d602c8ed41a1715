import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COLORS } from '@shop/contracts';
import { fontFamily, tokenCssRule, tokenCssVariables, tokens } from './tokens';

const root = path.resolve(__dirname, '../../..');

describe('design tokens', () => {
  it('reach CSS as --shop- custom properties, numbers in px', () => {
    const variables = tokenCssVariables();
    expect(variables['--shop-brand']).toBe(tokens.color.brand);
    expect(variables['--shop-brand-hover']).toBe(tokens.color.brandHover);
    expect(variables['--shop-space-md']).toBe(`${tokens.space.md}px`);
    expect(variables['--shop-radius-card']).toBe(`${tokens.radius.card}px`);
    expect(variables['--shop-font-size-base']).toBe(`${tokens.fontSize.base}px`);
    expect(variables['--shop-font-family']).toBe(fontFamily);
    expect(variables['--shop-gradient-teal-end']).toBe('#0f766e');
    expect(tokenCssRule()).toMatch(/^:root \{\n {2}--shop-brand: #c2410c;\n/);
  });

  it('define every variable the shell page, the remotes and the widgets use', () => {
    const defined = new Set(Object.keys(tokenCssVariables()));
    const remotes = readdirSync(root).filter((name) => name.startsWith('mf-'));
    const folders = ['shell/src', 'libs/ui/src', ...remotes.map((remote) => `${remote}/src`)];
    const files = folders.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(html|tsx?)$/.test(file))
        .map((file) => path.join(root, folder, file)),
    );
    const used = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--shop-[a-z0-9-]*[a-z0-9])(?![\w$-])/g)].map(
        (match) => `${match[1]} (${path.relative(root, file)})`,
      ),
    );
    // Names built at run time (`--shop-swatch-${…}`) are skipped above; the product
    // swatches are named from the catalogue's colours, so each of those must exist.
    used.push(...COLORS.map((color) => `--shop-swatch-${color.toLowerCase()} (COLORS)`));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((use) => !defined.has(use.split(' ')[0]!))).toEqual([]);
  });
});
