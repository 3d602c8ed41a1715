/**
 * Jest setup for every browser-side project (jsdom). jsdom lacks a few things antd
 * needs (docs/architecture.md#toolchain-traps); Node's own MessageChannel keeps Jest
 * from exiting, so a setTimeout stand-in replaces it.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Two cores shared with builds and browsers: give `findBy…` room before calling a screen broken.
// A lazy route's first render in a fresh clone waits for Jest to compile its modules (its
// transform cache is empty): the delivery-address test's first cart page passed 5 s that way.
configure({ asyncUtilTimeout: 10_000 });

class TimeoutMessageChannel {
  port1: {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (data: unknown) => void;
    close: () => void;
  };
  port2: {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (data: unknown) => void;
    close: () => void;
  };

  constructor() {
    const makePort = () => ({
      onmessage: null as ((event: { data: unknown }) => void) | null,
      postMessage: (_data: unknown) => undefined as void,
      close: () => undefined as void,
    });
    this.port1 = makePort();
    this.port2 = makePort();
    this.port1.postMessage = (data) =>
      setTimeout(() => this.port2.onmessage?.({ data }), 0) && undefined;
    this.port2.postMessage = (data) =>
      setTimeout(() => this.port1.onmessage?.({ data }), 0) && undefined;
  }
}
Object.defineProperty(globalThis, 'MessageChannel', {
  value: TimeoutMessageChannel,
  writable: true,
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(globalThis, 'ResizeObserver', { value: NoopResizeObserver, writable: true });

// jsdom does not implement getComputedStyle's pseudo-element argument, which antd's
// Modal passes when it measures the scrollbar to lock page scrolling.
const computedStyleOf = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyleOf(element);

// Each test starts with empty storage, so restored state never leaks between tests.
beforeEach(() => window.localStorage.clear());
