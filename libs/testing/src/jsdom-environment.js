// jsdom plus the web platform pieces jsdom lacks and RTK Query needs (fetch,
// Request, Response, Headers, AbortController, TextEncoder), taken from Node.
// Relative URLs ('/api/...') resolve against the test page's location, as in a
// browser. Tests still replace `fetch` itself at the edge.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

class ShopDomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    for (const key of FROM_NODE) page[key] = globalThis[key];
    const NodeRequest = globalThis.Request;
    page.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
  }
}

module.exports = ShopDomEnvironment;
