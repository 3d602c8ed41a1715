import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of a page, so a test can assert the
 * composed site runs cleanly. `allowed` lists errors a scenario provokes on purpose.
 */
export function watchConsole(page: Page, allowed: RegExp[] = []): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
}
