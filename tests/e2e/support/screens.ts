import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Screenshots are for a person to look at: they are written to the folder
 * SCREENSHOTS names (`SCREENSHOTS=.tmp/screens npm run test:e2e`), and not
 * taken at all otherwise. A full-page picture is a whole render in software,
 * which a CI run would pay for over a hundred times to keep pictures nobody
 * looks at.
 */
const folder = process.env.SCREENSHOTS;

/** Whether anyone looks: a test may skip the work it does only for a picture. */
export const screenshotsWanted = Boolean(folder);

/** A picture of the page (or of one element) as it is now, named `{name}.png`. */
export async function shoot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const page = isPage(target) ? target : target.page();
  await afterNextPaint(page);
  const file = path.join(folder, `${name}.png`);
  // A picture that could not be taken (the page closed under it) is not a failure of what the test checks.
  await (isPage(target) ? target.screenshot({ path: file, fullPage: options.fullPage }) : target.screenshot({ path: file })).catch((error: unknown) => {
    console.warn(`screenshot ${name} not taken: ${String(error)}`);
  });
}

/**
 * The page at each of `widths`, one picture each (`{name}-{width}.png`), from
 * its top; the viewport is put back as it was. Nothing at all when no one looks.
 */
export async function shootAtWidths(
  page: Page,
  name: string,
  widths: readonly number[],
  options: { fullPage?: boolean; heightAt?: (width: number) => number } = {},
): Promise<void> {
  if (!folder) return;
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: options.heightAt?.(width) ?? (width < 500 ? 844 : 900) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `${name}-${width}`, { fullPage: options.fullPage });
  }
  if (before) await page.setViewportSize(before);
}

function isPage(target: Page | Locator): target is Page {
  return 'goto' in target;
}

/**
 * Resolves once what the last change started has come to rest (a sheet sliding in, a dialog fading up:
 * every animation that ends) and the browser has painted it.
 */
function afterNextPaint(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}
