import type { Page, Request } from 'playwright-core';

/** How long no request may be in flight before the page counts as having asked for all it will. */
const QUIET_MS = 250;
/** A request that never ends (none should) still lets the test go on after this long. */
const GIVE_UP_MS = 10_000;

/**
 * The requests a page has in flight, followed from the first time a test asks whether it has settled.
 * Playwright's own 'networkidle' waits a fixed 500 ms of silence after every navigation; following
 * the requests themselves ends the wait as soon as the last one has answered and a short quiet
 * has passed (a screen's data can ask for more data a moment after it renders).
 */
class RequestsInFlight {
  private readonly open = new Set<Request>();
  private readonly listeners = new Set<() => void>();

  constructor(page: Page) {
    page.on('request', (request) => (this.open.add(request), this.changed()));
    page.on('requestfinished', (request) => (this.open.delete(request), this.changed()));
    page.on('requestfailed', (request) => (this.open.delete(request), this.changed()));
  }

  /** Resolves once nothing has been in flight for QUIET_MS (or after GIVE_UP_MS in any case). */
  quiet(): Promise<void> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = setTimeout(done, GIVE_UP_MS);
      const check = () => {
        clearTimeout(timer);
        if (this.open.size === 0) timer = setTimeout(done, QUIET_MS);
      };
      function done() {
        clearTimeout(timer);
        clearTimeout(giveUp);
        listeners.delete(check);
        resolve();
      }
      const listeners = this.listeners;
      listeners.add(check);
      check();
    });
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

const followed = new WeakMap<Page, RequestsInFlight>();

/**
 * Waits for a screen to show its data: the network is quiet and no skeleton or spinner is left, then one
 * painted frame. Cards that load on their own push what is below them down as they fill in; a click aimed
 * before they have can land on whatever moved under the pointer, so tests that click low on a page wait here first.
 */
export async function untilSettled(page: Page): Promise<void> {
  const requests = followed.get(page);
  if (requests) await requests.quiet();
  else {
    // The first time: requests started before anyone followed them are unknown, so Playwright's own wait.
    followed.set(page, new RequestsInFlight(page));
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  await page
    .waitForFunction(() => !document.querySelector('.animate-pulse, [role="status"].animate-spin'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  // A painted frame of what the data just rendered (animations are off: reduced motion).
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
