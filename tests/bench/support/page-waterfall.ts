import type { Page } from 'playwright-core';

/**
 * A page load's waterfall as the browser itself timed it (Navigation and Resource Timing, long tasks),
 * and when the first element matching a selector appeared, all in ms from the navigation's start.
 * What it is for: finding which request waited for which (issue 31's guest list), not a figure to judge.
 */
export interface Waterfall {
  /** The first match of the selector in the DOM, ms after the navigation started. */
  shownAt: number | null;
  requests: { name: string; type: string; start: number; firstByte: number; end: number; transferBytes: number; bodyBytes: number }[];
  longTasks: { start: number; duration: number }[];
}

/**
 * The script each page of the context runs first: notes every long task, and when the first element
 * matching the selector was on screen: visible (checkVisibility) and painted, i.e. the end of the frame
 * that first drew it (a task queued from that frame's requestAnimationFrame runs after its paint).
 */
export function watchFirstMatch(selector: string): string {
  return `(() => {
    window.__benchLongTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {}
    const visible = () => {
      const element = document.querySelector(${JSON.stringify(selector)});
      return element !== null && (typeof element.checkVisibility !== 'function' || element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }));
    };
    const observer = new MutationObserver(() => {
      if (!visible()) return;
      observer.disconnect();
      window.__benchInDomAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => { window.__benchShownAt = performance.now(); }, 0));
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  })()`;
}

/** When the watched element was first painted, ms after the navigation started (null: not yet). */
export async function shownAtOf(page: Page): Promise<number | null> {
  // Polled from here: waitForFunction polls a string in the page through eval, which the product's
  // Content-Security-Policy refuses whenever the paint was not already recorded at the first look.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const shownAt = (await page.evaluate('window.__benchShownAt')) as number | undefined;
    if (shownAt !== undefined) return Math.round(shownAt);
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The waterfall of the page's current document (call once the selector is visible). */
export async function waterfallOf(page: Page): Promise<Waterfall> {
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  return page.evaluate<Waterfall>(`(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    return {
      shownAt: window.__benchShownAt === undefined ? null : Math.round(window.__benchShownAt),
      requests: entries.map((entry) => {
        const url = new URL(entry.name);
        return {
          name: (url.pathname + url.search).slice(0, 110),
          type: entry.initiatorType,
          start: Math.round(entry.startTime),
          firstByte: Math.round(entry.responseStart),
          end: Math.round(entry.responseEnd),
          transferBytes: entry.transferSize,
          bodyBytes: entry.decodedBodySize,
        };
      }),
      longTasks: (window.__benchLongTasks ?? []).map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration) })),
    };
  })()`);
}

/** The waterfall as lines: start → first byte → end, sizes (transferred 0: from the browser's cache). */
export function waterfallLines(waterfall: Waterfall): string[] {
  const pad = (n: number) => String(n).padStart(5);
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
  return [
    ...[...waterfall.requests]
      .sort((a, b) => a.start - b.start)
      .map((r) => `${pad(r.start)} ${pad(r.firstByte)} ${pad(r.end)} ${kB(r.transferBytes)} ${kB(r.bodyBytes)}  ${r.type.padEnd(14)} ${r.name}`),
    `long tasks: ${waterfall.longTasks.map((task) => `${task.start}+${task.duration}`).join(', ') || 'none'}`,
    `shown at ${waterfall.shownAt ?? '?'} ms`,
  ];
}
