import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COLORS } from '@shop/contracts';
import { ILLUSTRATIONS, PRODUCT_LINES } from './demo-catalogue';
import { illustrationUrl } from './demo-products';

/**
 * Where the shell's build takes /images/ from (docs/decisions/0073-our-own-product-drawings.md).
 */
const SHELL_PUBLIC = join(__dirname, '../../../../../shell/public');

describe('demo product illustrations', () => {
  it('points every line, in every colour, at a small file the shell serves', () => {
    for (const line of PRODUCT_LINES) {
      for (const color of COLORS) {
        const url = illustrationUrl(line, color)!;
        expect(url).toMatch(/^\/images\/products\/[a-z]+-[a-z]+\.svg$/);
        const file = join(SHELL_PUBLIC, url);
        expect([url, existsSync(file)]).toEqual([url, true]);
        expect(statSync(file).size).toBeLessThan(1_024);
      }
    }
  });

  it('draws each type in each colour, and nothing else', () => {
    const expected = ILLUSTRATIONS.flatMap((type) =>
      COLORS.map((color) => `${type}-${color.toLowerCase()}.svg`),
    );
    expect(readdirSync(join(SHELL_PUBLIC, 'images/products')).sort()).toEqual(expected.sort());
  });

  it('draws every demo line; a line without a drawing gets no image_url (the placeholder)', () => {
    expect(PRODUCT_LINES.filter((line) => !line.illustration)).toEqual([]);
    const [line] = PRODUCT_LINES;
    expect(illustrationUrl({ ...line!, illustration: undefined }, 'Black')).toBeNull();
  });
});
