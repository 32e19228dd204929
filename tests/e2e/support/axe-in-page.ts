import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core run in the page itself, put there once per document.
 *
 * @axe-core/playwright evaluates axe's 550 kB source into the page on every
 * analysis (twice in its legacy mode), and by default opens a blank page per
 * analysis to merge the results of each frame: under a loaded CI machine that
 * was most of the accessibility audit's time, several times axe's own. Every
 * frame the dashboard shows is a sandboxed preview of an e-mail (no script can
 * run there, and the mail tests check what it shows), so there are no frames
 * to merge: axe runs in the top document only, and a screen that ever shows a
 * frame that is not sandboxed fails the audit until it is audited on purpose.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
  }
}

/** The violations axe finds in the page as it is now, for the given rule tags. */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<AxeResults['violations']> {
  const unsandboxed = await page.locator('iframe:not([sandbox])').count();
  if (unsandboxed > 0) throw new Error(`The screen shows ${unsandboxed} frame(s) that are not sandboxed: audit their content explicitly.`);
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'], iframes: false };
  const results = await page.evaluate((runOptions) => window.axe!.run({ exclude: [['iframe[sandbox]']] }, runOptions), options);
  return results.violations;
}
