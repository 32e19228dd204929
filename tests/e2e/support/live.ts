import type { Page } from 'playwright-core';

/**
 * Waits until the event's screen says it is live: its subscription answered,
 * so every change made from now on reaches it. What a person reads in the
 * event's header, and the condition a test waits for before it changes
 * something elsewhere (instead of waiting "long enough").
 */
export async function untilLive(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('[data-testid="live-status"][data-state="live"]').waitFor({ timeout });
}
