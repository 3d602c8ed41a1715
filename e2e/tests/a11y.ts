import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and fails on any
 * violation of serious or critical impact, listing each rule with the elements it hit.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // antd animates colours (a button turning from disabled to enabled, say): axe must see
  // the settled page, not a frame in between, so it waits for running transitions to end
  // (endless ones, a spinner's, never settle and are left alone).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(serious, `axe violations on ${label}`).toEqual([]);
}
