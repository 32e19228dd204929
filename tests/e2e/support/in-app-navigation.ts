import type { Page } from 'playwright-core';

/**
 * Opens `path` the way a person moves through the dashboard once it is open: by its own router, without
 * loading the page's scripts again. The router (TanStack) follows `history.pushState`, so this is the
 * navigation a link makes. A full load of each page costs its scripts' parse and the session's first
 * requests again, several seconds a page on a loaded two-core machine, and tells nothing new after the
 * first: a test that walks many pages loads the first in full (`page.goto`), which is where load-time
 * faults (a console error as the scripts start, a refused script) show, and the rest in the app.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState({}, '', to), path);
}
