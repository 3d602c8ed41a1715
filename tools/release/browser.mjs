// @ts-check
// Headless Chromium for the release tools (the contract's browser check, the first screens):
// the system Chromium with the flags of e2e/playwright.config.ts, the same way everywhere.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
