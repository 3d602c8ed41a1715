import { APPROVER_HEADER, APPROVER_PIN_HEADER, type PermissionRefusal } from '@shop/contracts';
import { makeUser, mockFetch } from '@shop/testing';
import { createShopStore } from '../store';
import { injectEndpoints } from './inject-endpoints';
import { setApprovalHandler, type Approval } from './approval';

const stockApi = injectEndpoints((build) => ({
  adjustForApprovalTest: build.mutation<unknown, number>({
    query: (change) => ({
      url: '/inventory/7/adjust',
      method: 'POST',
      body: { quantity_change: change },
    }),
  }),
  getStockForApprovalTest: build.query<unknown, void>({ query: () => '/inventory/7' }),
}));

const refused = { error: 'You may not adjust stock', permission: 'adjust_stock' };
const approved = { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: '2468' };
const adjustRoutes = [
  { method: 'POST', path: '/api/inventory/7/adjust', headers: approved, body: { ok: true } },
  {
    method: 'POST',
    path: '/api/inventory/7/adjust',
    headers: { [APPROVER_HEADER]: 'admin' },
    status: 403,
    body: { error: 'The approval PIN is wrong', permission: 'adjust_stock' },
  },
  { method: 'POST', path: '/api/inventory/7/adjust', status: 403, body: refused },
  { path: '/api/inventory/7', status: 403, body: refused },
];

function signedInStore() {
  localStorage.setItem('access_token', 'token-1');
  localStorage.setItem('user', JSON.stringify(makeUser({ role: 'staff' })));
  return createShopStore();
}

/** An approver who answers from a list, one answer per refusal, and remembers what was asked. */
function approverAnswering(...answers: (Approval | null)[]) {
  const asked: PermissionRefusal[] = [];
  const stop = setApprovalHandler((refusal) => {
    asked.push(refusal);
    return Promise.resolve(answers.shift() ?? null);
  });
  return { asked, stop };
}

describe('approval on the spot', () => {
  it('sends a refused action again with the approver’s name and PIN, the same body', async () => {
    const calls = mockFetch(adjustRoutes);
    const { asked, stop } = approverAnswering({ username: 'admin', pin: '2468' });
    const result = await signedInStore().dispatch(
      stockApi.endpoints.adjustForApprovalTest.initiate(-2),
    );
    stop();
    expect(result.data).toEqual({ ok: true });
    expect(asked).toEqual([refused]);
    expect(calls.map((call) => [call.headers.get(APPROVER_HEADER), call.body])).toEqual([
      [null, { quantity_change: -2 }],
      ['admin', { quantity_change: -2 }],
    ]);
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('asks again after a wrong PIN, and keeps the refusal when the approver declines', async () => {
    const calls = mockFetch(adjustRoutes);
    const { asked, stop } = approverAnswering({ username: 'admin', pin: '1111' }, null);
    const result = await signedInStore().dispatch(
      stockApi.endpoints.adjustForApprovalTest.initiate(-2),
    );
    stop();
    expect(asked.map((refusal) => refusal.error)).toEqual([
      'You may not adjust stock',
      'The approval PIN is wrong',
    ]);
    expect(calls).toHaveLength(2);
    expect(result.error).toMatchObject({ status: 403 });
  });

  it('never asks about a read, nor when no screen offers approvals', async () => {
    const calls = mockFetch(adjustRoutes);
    const { asked, stop } = approverAnswering({ username: 'admin', pin: '2468' });
    const store = signedInStore();
    await store.dispatch(stockApi.endpoints.getStockForApprovalTest.initiate());
    stop();
    await store.dispatch(stockApi.endpoints.adjustForApprovalTest.initiate(1));
    expect(asked).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});
