import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StyleCardList } from '@shop/contracts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// The one-command shop's demo catalogue: some styles with pictures (made from their drawings,
// one per colour), the rest with their drawings (docs/product/catalogue.md#pictures).
describe.each(databaseTargets())('the demo catalogue with pictures on $name', (target) => {
  let shop: TestShop;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-demo-pictures-'));

  // The whole demo seed plus a few dozen pictures drawn by sharp: about 15 s alone, and twice
  // that when the machine is busy (one CI run timed out at 30 s).
  beforeAll(async () => {
    shop = await startTestShop(target, { dataDir, demoPictures: true });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows some styles with a picture per colour and the others with their drawings', async () => {
    const { body } = await shop.get<StyleCardList>('/styles/?per_page=100');
    const pictured = body.styles.filter((style) => style.pictures.length > 0);
    expect(pictured.length).toBeGreaterThan(0);
    expect(pictured.length).toBeLessThan(body.styles.length);
    for (const style of pictured) {
      const colours = style.pictures.map((picture) => picture.color);
      expect(style.colors.filter((colour) => !colours.includes(colour))).toEqual([]);
    }

    const url = pictured[0]!.pictures[0]!.urls.card;
    const picture = await fetch(`${shop.baseUrl.replace(/\/api$/, '')}${url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });
});
