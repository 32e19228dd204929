import type { Page, Request } from 'playwright-core';

/**
 * What a page asked the product for since `watchRequests` began: each request's
 * method, address, status (or failure) and time, and which were still waiting.
 * A check that a page shows something fails the same way whether the page's
 * request never went, went and hung, or came back and was not shown; this tells them apart.
 */
export function watchRequests(page: Page): () => string {
  const started = Date.now();
  const lines = new Map<Request, string>();
  const since = () => `${Date.now() - started} ms`;
  const describe = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on('request', (request) => lines.set(request, `${describe(request)}: sent at ${since()}, no answer yet`));
  page.on('requestfinished', (request) => {
    void request.response().then((response) => lines.set(request, `${describe(request)}: ${response?.status() ?? '?'} at ${since()}`));
  });
  page.on('requestfailed', (request) => lines.set(request, `${describe(request)}: failed (${request.failure()?.errorText ?? '?'}) at ${since()}`));
  return () => [...lines.values()].join('\n');
}

/**
 * Runs a check of what a page shows; when it fails, the error also says what the page showed
 * (its address and text) and, given a `watchRequests` log, what it asked for, so a failure
 * seen once in CI can be read rather than guessed at.
 */
export async function showingPageOnFailure<T>(page: Page, check: () => Promise<T>, requests?: () => string): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((reason: unknown) => `(its text could not be read: ${String(reason)})`);
    if (error instanceof Error) {
      error.message += `\n${page.url()} showed:\n${text.slice(0, 2000)}`;
      if (requests) error.message += `\nIts requests:\n${requests().slice(0, 4000)}`;
    }
    throw error;
  }
}
