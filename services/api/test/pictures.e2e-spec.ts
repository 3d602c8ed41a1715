import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PICTURE_KEY_PATTERN,
  pictureUrls,
  type ErrorBody,
  type UploadedPicture,
} from '@shop/contracts';
import sharp from 'sharp';
import { PictureStore } from '../src/pictures/picture-store';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { makePicture, pngClaiming, uploadPicture } from './support/pictures';
import { startTestShop, type TestShop } from './support/test-shop';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(databaseTargets())('catalogue pictures on $name', (target) => {
  let shop: TestShop;
  let dataDir: string;
  let origin: string;
  let staff: string;
  let customer: string;

  const upload = (bytes: Buffer, name: string, type: string, token?: string) =>
    uploadPicture(shop, bytes, { token, name, type });
  /** A multipart body sent in chunks, with no Content-Length to refuse it by. */
  const uploadStreamed = async (bytes: Buffer) => {
    const boundary = 'picture-boundary';
    const parts = [
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.jpg"\r\n` +
          'content-type: image/jpeg\r\n\r\n',
      ),
      ...Array.from({ length: bytes.length / 65_536 }, (_, at) =>
        bytes.subarray(at * 65_536, (at + 1) * 65_536),
      ),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    return shop.request<ErrorBody>('/catalogue/pictures', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        authorization: `Bearer ${staff}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
  };
  /** A served file as a client on the API's own origin loads it. */
  const load = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const sizesOf = async (picture: UploadedPicture) => {
    const sizes: Record<string, [number, number]> = {};
    for (const [size, url] of Object.entries(picture.urls)) {
      const { response, bytes } = await load(url);
      expect([url, response.status, response.headers.get('cache-control')]).toEqual([
        url,
        200,
        IMMUTABLE,
      ]);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      sizes[size] = [metadata.width, metadata.height];
    }
    return sizes;
  };
  const storedKeys = () =>
    existsSync(join(dataDir, 'pictures')) ? readdirSync(join(dataDir, 'pictures')).sort() : [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-pictures-'));
    shop = await startTestShop(target, { dataDir });
    await grantToStaff(shop, 'edit_catalogue');
    origin = new URL(shop.baseUrl).origin;
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns a JPEG by its EXIF orientation into three WebP sizes, without its metadata', async () => {
    // Stored 2400 × 1600 on its side: upright it is 1600 × 2400.
    const jpeg = await makePicture('jpeg', 2400, 1600, 6);
    const response = await upload(jpeg, 'side.jpg', 'image/jpeg', staff);
    expect(response.status).toBe(201);
    const { key } = response.body;
    expect(key).toMatch(PICTURE_KEY_PATTERN);
    expect(response.body).toEqual({ key, width: 800, height: 1200, urls: pictureUrls(key) });
    expect(await sizesOf(response.body)).toEqual({
      thumb: [107, 160],
      card: [320, 480],
      large: [800, 1200],
    });
  });

  it('never enlarges a small PNG, and takes a WebP', async () => {
    const png = await upload(await makePicture('png', 600, 300), 'a.png', 'image/png', staff);
    expect(png.status).toBe(201);
    expect(await sizesOf(png.body)).toEqual({
      thumb: [160, 80],
      card: [480, 240],
      large: [600, 300],
    });
    const webp = await upload(await makePicture('webp', 1000, 1000), 'b.webp', 'image/webp', staff);
    expect(webp.status).toBe(201);
    expect(await sizesOf(webp.body)).toEqual({
      thumb: [160, 160],
      card: [480, 480],
      large: [1000, 1000],
    });
  });

  it('knows a picture by its content: the same file twice is one key, whatever its name', async () => {
    const bytes = await makePicture('png', 320, 200);
    const first = await upload(bytes, 'one.png', 'image/png', staff);
    const again = await upload(bytes, 'two.jpg', 'application/octet-stream', staff);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(storedKeys().filter((name) => name === first.body.key)).toHaveLength(1);
    const store = shop.app.get(PictureStore);
    expect(await store.exists(first.body.key)).toBe(true);
    expect(await store.exists('0'.repeat(32))).toBe(false);
    expect(await store.exists('../../etc')).toBe(false);
  });

  it('refuses what is not a picture, too large or too many pixels, and keeps nothing', async () => {
    const before = storedKeys();
    const text = await upload(Buffer.from('just some words\n'), 'photo.jpg', 'image/jpeg', staff);
    expect(text).toMatchObject({
      status: 415,
      body: { error: 'The file is not a JPEG, PNG or WebP picture' },
    });
    const huge = Buffer.alloc(11 * 1024 * 1024, 0xff);
    const tooLarge = await upload(huge, 'big.jpg', 'image/jpeg', staff);
    expect(tooLarge).toMatchObject({
      status: 413,
      body: { error: 'The picture is larger than 10 MB' },
    });
    expect(await uploadStreamed(huge)).toMatchObject({
      status: 413,
      body: { error: 'The picture is larger than 10 MB' },
    });
    const bomb = await upload(pngClaiming(20_000, 20_000), 'bomb.png', 'image/png', staff);
    expect(bomb).toMatchObject({
      status: 422,
      body: {
        error: 'The picture is 20000 × 20000 pixels; at most 40 million pixels are accepted',
      },
    });
    const cut = (await makePicture('jpeg', 800, 600)).subarray(0, 400);
    expect((await upload(cut, 'cut.jpg', 'image/jpeg', staff)).status).toBe(422);
    expect(storedKeys()).toEqual(before);
    expect((await shop.get('/health')).status).toBe(200);
  });

  it('takes uploads from staff only, as a multipart file', async () => {
    const bytes = await makePicture('png', 50, 50);
    expect((await upload(bytes, 'a.png', 'image/png')).status).toBe(401);
    expect((await upload(bytes, 'a.png', 'image/png', customer)).status).toBe(403);
    const json = await shop.send('POST', '/catalogue/pictures', { file: 'x' }, staff);
    expect(json.status).toBe(415);
    // No other route reads a multipart body.
    const form = new FormData();
    form.append('name', 'Acme');
    const other = await shop.request('/suppliers', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect([other.status, (other.body as ErrorBody).error]).toEqual([
      415,
      'Unsupported Media Type: multipart/form-data',
    ]);
  });

  it('serves only stored pictures: no listing, no other file, no way out of the folder', async () => {
    const { key } = (await upload(await makePicture('png', 64, 64), 'p.png', 'image/png', staff))
      .body;
    const tricks = [
      '/media/',
      '/media/pictures/',
      `/media/pictures/${key}/`,
      `/media/pictures/${key}/huge.webp`,
      `/media/pictures/${key}/large.png`,
      `/media/pictures/${key.toUpperCase()}/large.webp`,
      `/media/pictures/${'0'.repeat(32)}/large.webp`,
      `/media/pictures/${key}/%2e%2e/%2e%2e/shop.sqlite`,
      `/media/pictures/%2e%2e/shop.sqlite`,
      '/media/shop.sqlite',
      '/media/pictures/..%2f..%2fjwt-secret',
      '/images/',
      '/images/products/',
      '/images/products/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/images/products/nothing-here.svg',
    ];
    const statuses = await Promise.all(
      tricks.map(async (path) => [path, (await load(path)).response.status]),
    );
    expect(statuses).toEqual(tricks.map((path) => [path, 404]));
    expect((await shop.get('/health')).status).toBe(200);
  });

  it('serves the demo drawings that image_url names on its own origin', async () => {
    const { response, bytes } = await load('/images/products/tee-black.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(bytes.toString('utf8')).toContain('<svg');
  });
});
