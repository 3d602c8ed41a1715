// @ts-check
// Headless Chromium for the release tools (the contract's browser check, the first screens):
// the system Chromium with the flags of e2e/playwright.config.ts, the same way everywhere.
import { createServer } from 'node:net';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** @returns {Promise<number>} a port nothing listens on now: two checks never collide */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
