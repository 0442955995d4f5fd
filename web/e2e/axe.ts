import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Runs axe over the WCAG 2.1 A and AA rules; fails on any serious or critical finding, saying what, where and how to fix. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // In the page itself: the portal frames nothing of its own to scan, and a helper page per scan doubles the time.
    .setLegacyMode(true)
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.flatMap((v) => [
    `${v.id} (${v.impact}): ${v.help} ${v.helpUrl}`,
    ...v.nodes.map((n) => `  ${n.target.join(' >> ')}\n    ${(n.failureSummary ?? '').replaceAll('\n', '\n    ')}`),
  ]);
  expect(
    serious.length,
    `axe on ${page.url()} in the ${await page.locator('html').getAttribute('data-theme')} theme:\n${report.join('\n')}`,
  ).toBe(0);
}
