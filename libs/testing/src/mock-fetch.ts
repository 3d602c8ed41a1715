// Replaces `fetch` at the network edge: each call is answered by the first route
// whose method and path prefix match, so components run against real RTK Query.
export interface MockRoute {
  method?: string;
  path: string;
  /** Only when the query has these parameters with these values (a lookup by `code`, say). */
  query?: Record<string, string>;
  /** Only when the request carries these headers with these values (an approval's, say). */
  headers?: Record<string, string>;
  status?: number;
  body?: unknown;
  /** Holds the answer back until this settles, to see what a screen shows meanwhile. */
  until?: Promise<unknown>;
}

export interface FetchCall {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body sent, parsed (a multipart body: its fields; other text, such as a CSV, as it is); undefined when there was none. */
  body: unknown;
}

/** A promise to pass as `until`, and the function that lets the answer through. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export function mockFetch(routes: MockRoute[]): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const call: FetchCall = {
      method: request.method,
      url,
      headers: request.headers,
      body: undefined,
    };
    calls.push(call);
    if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
      // An upload: its fields by name (a file arrives as text in jsdom, its name lost).
      call.body = Object.fromEntries(await request.formData());
    } else {
      const text = await request.text();
      call.body = text ? parsedOrText(text) : undefined;
    }
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === request.method &&
        url.pathname.startsWith(candidate.path) &&
        Object.entries(candidate.query ?? {}).every(
          ([name, value]) => url.searchParams.get(name) === value,
        ) &&
        Object.entries(candidate.headers ?? {}).every(
          ([name, value]) => request.headers.get(name) === value,
        ),
    );
    if (route?.until) await route.until;
    const status = route ? (route.status ?? 200) : 404;
    const body = route ? (route.body ?? {}) : { error: 'Not found' };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
