import type { Page } from 'playwright-core';

/**
 * Waits for a screen to show its data: the network is quiet and no skeleton or spinner is left, then one
 * painted frame. Cards that load on their own push what is below them down as they fill in; a click aimed
 * before they have can land on whatever moved under the pointer, so tests that click low on a page wait here first.
 */
export async function untilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.animate-pulse, [role="status"].animate-spin'), undefined, { timeout: 10_000 }).catch(() => undefined);
  // A painted frame of what the data just rendered (animations are off: reduced motion).
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
