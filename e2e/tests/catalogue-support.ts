import { expect, type APIRequestContext } from '@playwright/test';
import {
  CATALOGUE_CSV_REQUIRED,
  type AuthResponse,
  type Category,
  type StaffStyle,
} from '@shop/contracts';
import sharp from 'sharp';

// What the catalogue's browser tests (issue 30) make for themselves: the admin's session, codes
// and names no other test or demo row has, a picture and a CSV file.

/** The demo admin of the README: catalogue writes are the admin's. */
export async function signInAsAdmin(request: APIRequestContext): Promise<AuthResponse> {
  const response = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'Admin123!' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AuthResponse;
}

export const bearer = (session: AuthResponse) => ({
  Authorization: `Bearer ${session.access_token}`,
});

let issued = 0;

/** A word no earlier run has used, for names and style codes. */
export const freshWord = () => `${Date.now().toString(36)}${(issued++).toString(36)}`.toUpperCase();

/**
 * A valid EAN-13 no demo variant carries: the in-store prefix 20, digits of the clock and a
 * counter, and the check digit computed by the standard weights (3 and 1 from the right).
 */
export function freshEan13(): string {
  const body = `20${(issued++ % 10).toString()}${Date.now().toString().slice(-9)}`;
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A small real PNG: a flat colour, as a phone photo of a shirt would never be, but an image. */
export function pngPicture(): Promise<Buffer> {
  return sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
}

/** A category of the demo, by the name the CSV gives (`GET /categories`). */
export async function demoCategory(request: APIRequestContext): Promise<Category> {
  const response = await request.get('/api/categories');
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as { categories: Category[] };
  expect(categories.length).toBeGreaterThan(0);
  return categories[0]!;
}

export type CsvRow = Record<(typeof CATALOGUE_CSV_REQUIRED)[number], string>;

/** The import's file: the required columns, one row per variant. */
export function catalogueCsv(rows: CsvRow[]): Buffer {
  const lines = [
    CATALOGUE_CSV_REQUIRED.join(','),
    ...rows.map((row) => CATALOGUE_CSV_REQUIRED.map((column) => row[column]).join(',')),
  ];
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** The editor's style, every variant with its stock and barcode. */
export async function staffStyle(
  request: APIRequestContext,
  session: AuthResponse,
  id: number,
): Promise<StaffStyle> {
  const response = await request.get(`/api/catalogue/styles/${id}`, { headers: bearer(session) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { style: StaffStyle }).style;
}
