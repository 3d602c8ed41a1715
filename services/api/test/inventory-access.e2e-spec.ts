import { databaseTargets } from './support/database-targets';
import type { TestShop } from './support/test-shop';
import { bootInventoryShop, stockSnapshot, inventoryClient } from './inventory.fixtures';

const FORBIDDEN = { error: "You don't have permission to access this resource" };

/** Every inventory route, as [method, path, body]; item routes on product 1. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/inventory/'],
  ['GET', '/inventory'],
  ['GET', '/inventory/alerts'],
  ['GET', '/inventory/export.csv'],
  ['POST', '/inventory/', { product_id: 1 }],
  ['GET', '/inventory/1'],
  ['PUT', '/inventory/1', { minimum_stock_level: 1 }],
  ['POST', '/inventory/1/restock', { quantity: 5 }],
  ['POST', '/inventory/1/adjust', { quantity_change: -1, reason: 'lost' }],
  ['GET', '/inventory/1/movements'],
];

describe.each(databaseTargets())('inventory access on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;

  beforeAll(async () => ({ shop, staff, admin, customer } = await bootInventoryShop(target)));
  afterAll(() => shop?.close());

  it('answers 401 to visitors and 403 to customers on every route, changing nothing', async () => {
    const before = await stockSnapshot(shop, inventoryClient(shop, staff), 1);
    for (const [method, path, body] of ROUTES) {
      expect([path, await shop.send(method, path, body)]).toMatchObject([
        path,
        { status: 401, body: { error: 'Authentication required' } },
      ]);
      expect([path, await shop.send(method, path, body, customer)]).toMatchObject([
        path,
        { status: 403, body: FORBIDDEN },
      ]);
    }
    expect(await stockSnapshot(shop, inventoryClient(shop, staff), 1)).toEqual(before);
  });

  it('lets admins in as well as staff', async () => {
    for (const path of ['/inventory/', '/inventory/1', '/inventory/1/movements'])
      expect((await shop.send('GET', path, undefined, admin)).status).toBe(200);
  });

  it('documents every route with its request and response schemas', async () => {
    const { body } = await shop.get<{ paths: Record<string, Record<string, OpenApiOperation>> }>(
      '/docs/json',
    );
    const operations: [string, string][] = [
      ['/api/inventory', 'get'],
      ['/api/inventory', 'post'],
      ['/api/inventory/alerts', 'get'],
      ['/api/inventory/{product_id}', 'get'],
      ['/api/inventory/{product_id}', 'put'],
      ['/api/inventory/{product_id}/restock', 'post'],
      ['/api/inventory/{product_id}/adjust', 'post'],
      ['/api/inventory/{product_id}/movements', 'get'],
      ['/api/suppliers', 'get'],
      ['/api/suppliers', 'post'],
      ['/api/suppliers/{id}', 'get'],
      ['/api/suppliers/{id}', 'put'],
      ['/api/suppliers/{id}', 'delete'],
    ];
    for (const [path, method] of operations) {
      const operation = body.paths[path]?.[method];
      expect([path, method, operation?.responses]).toEqual([path, method, expect.anything()]);
      const ok = operation!.responses['200'] ?? operation!.responses['201'];
      expect([path, method, ok?.content?.['application/json']?.schema]).toEqual([
        path,
        method,
        expect.objectContaining({ $ref: expect.any(String) as string }),
      ]);
      if (method === 'post' || method === 'put')
        expect([path, operation!.requestBody]).toEqual([path, expect.anything()]);
    }
    const item = body.paths['/api/inventory/{product_id}']!.get!;
    expect(item.parameters?.[0]?.description).toMatch(/product/);
  });
});

interface OpenApiOperation {
  parameters?: { name: string; description?: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
