// Replaces `fetch` at the network edge: each call is answered by the first route
// whose method and path prefix match, so components run against real RTK Query.
export interface MockRoute {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
}

export interface FetchCall {
  method: string;
  url: URL;
  headers: Headers;
}

export function mockFetch(routes: MockRoute[]): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    calls.push({ method: request.method, url, headers: request.headers });
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === request.method && url.pathname.startsWith(candidate.path),
    );
    const status = route ? (route.status ?? 200) : 404;
    const body = route ? (route.body ?? {}) : { error: 'Not found' };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  }) as typeof fetch;
  return calls;
}
