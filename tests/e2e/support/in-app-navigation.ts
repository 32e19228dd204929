import type { Page } from 'playwright-core';

/** How long the page must stay unchanged after a move before the caller goes on to wait for its data. */
const DOM_QUIET_MS = 250;
/** A page that never stops changing (a ticking clock) still lets the test go on after this long. */
const DOM_GIVE_UP_MS = 5_000;

/**
 * Opens `path` the way a person moves through the dashboard once it is open: by its own router, without
 * loading the page's scripts again. The router (TanStack) follows `history.pushState`, so this is the
 * navigation a link makes. A full load of each page costs its scripts' parse and the session's first
 * requests again, several seconds a page on a loaded two-core machine, and tells nothing new after the
 * first: a test that walks many pages loads the first in full (`page.goto`), which is where load-time
 * faults (a console error as the scripts start, a refused script) show, and the rest in the app.
 *
 * It returns once the page has stopped changing for a moment: the new route has rendered what it shows
 * first (its skeleton and the requests for its data), so the caller's wait for the network and for the
 * skeletons to go (support/settled.ts) is not over before the route has even started. On a loaded
 * machine, rendering a route can take longer than the network's quiet moment.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ({ to, quietMs, giveUpMs }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const giveUp = setTimeout(done, giveUpMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(giveUp);
          resolve();
        }
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        window.history.pushState({}, '', to);
      }),
    { to: path, quietMs: DOM_QUIET_MS, giveUpMs: DOM_GIVE_UP_MS },
  );
}
