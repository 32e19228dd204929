import type { Page } from 'playwright-core';

/**
 * Runs a check of what a page shows; when it fails, the error also says what the page showed
 * (its address and text), so a failure seen once in CI can be read rather than guessed at.
 */
export async function showingPageOnFailure<T>(page: Page, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((reason: unknown) => `(its text could not be read: ${String(reason)})`);
    if (error instanceof Error) error.message += `\n${page.url()} showed:\n${text.slice(0, 2000)}`;
    throw error;
  }
}
