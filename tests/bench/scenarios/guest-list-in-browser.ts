import fs from 'node:fs';
import { median } from '../load.ts';
import { chromium, type Page } from 'playwright-core';
import { ms, type Row } from '../report.ts';
import { shownAtOf, waterfallOf, watchFirstMatch, type Waterfall } from '../support/page-waterfall.ts';

export interface GuestListInBrowser {
  /**
   * The browser's navigation start → the first frame painted with a guest row on screen, by the page's
   * own clock, on the first visit (the scripts not yet cached).
   */
  firstVisitMs: number;
  /** The same, median of the later visits (scripts cached, as an organiser's second look). */
  laterVisitMs: number;
  /**
   * The same visits timed from outside, by Playwright: from asking for the navigation until its check
   * that a row is visible answers, which adds starting a renderer for the page (it comes from
   * about:blank), page.goto's wait for the load event and the check's own polling.
   */
  firstVisitOutsideMs: number;
  laterVisitOutsideMs: number;
  visits: number;
  /**
   * One more visit (scripts cached) from about:blank, as the bench measured every visit before: the
   * product's Cross-Origin-Opener-Policy puts it in a browsing context group of its own, so Chromium
   * starts a new renderer process for it (some 250 ms with a one-line page on this machine) and the
   * page compiles its scripts in a fresh one. Information beside the figures, which start from a
   * page of the product.
   */
  fromBlankMs: number;
  /** With `waterfalls`: the first visit's and the last later visit's, as the browser timed them. */
  waterfalls?: { first: Waterfall; later: Waterfall };
}

const LATER_VISITS = 5;

/**
 * Issue 31's figure: how soon an organiser sees guests when opening the
 * guest list of a large event in Chromium (1440 × 900, signed in through the
 * login page), from the navigation's start until a guest row is visible.
 */
export async function guestListInBrowser(options: {
  origin: string;
  email: string;
  password: string;
  eventUuid: string;
  waterfalls?: boolean;
  /** A file to write the last later visit's CPU profile to (Chrome's .cpuprofile: open it in DevTools). */
  cpuProfile?: string;
  /** The same for the first visit (the scripts compiled for the first time). */
  firstCpuProfile?: string;
  /** A file to write the first visit's Chromium trace to (compiling, style, layout and paint beside the scripts). */
  firstTrace?: string;
}): Promise<GuestListInBrowser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript({ content: watchFirstMatch('[data-testid="guest-row"]') });
    const page = await context.newPage();
    await page.goto(`${options.origin}/account/login`);
    await page.getByLabel('Email').fill(options.email);
    await page.getByLabel('Password').fill(options.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/account'));
    /** One visit of the guest list from `from`; `profile` and `trace` name files for its CPU profile and Chromium trace. */
    const visit = async ({ from = `${options.origin}/api/health`, profile, trace }: { from?: string; profile?: string; trace?: string } = {}) => {
      // A full page load from a page of the product (the browser tab the organiser works in): the load
      // event, the scripts and every request of the guest list, without a renderer started for it.
      await page.goto(from);
      const profiler = profile ? await startCpuProfile(page) : null;
      if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
      const started = Date.now();
      await page.goto(`${options.origin}/events/${options.eventUuid}/guest-management`);
      await page.getByTestId('guest-row').first().waitFor({ state: 'visible', timeout: 60_000 });
      const outside = Date.now() - started;
      const took = await shownAtOf(page);
      if (took === null) throw new Error('The guest row was visible to Playwright but never painted by the page’s own account');
      if (profiler && profile) await profiler.saveTo(profile);
      if (trace) await browser.stopTracing();
      return { took, outside, waterfall: options.waterfalls ? await waterfallOf(page) : undefined };
    };
    const first = await visit({ profile: options.firstCpuProfile, trace: options.firstTrace });
    const later: { took: number; outside: number }[] = [];
    let lastWaterfall: Waterfall | undefined;
    for (let i = 0; i < LATER_VISITS; i++) {
      const { took, outside, waterfall } = await visit({ profile: i === LATER_VISITS - 1 ? options.cpuProfile : undefined });
      later.push({ took, outside });
      lastWaterfall = waterfall;
    }
    const fromBlank = await visit({ from: 'about:blank' });
    return {
      firstVisitMs: first.took,
      laterVisitMs: median(later.map((visit) => visit.took)),
      firstVisitOutsideMs: first.outside,
      laterVisitOutsideMs: median(later.map((visit) => visit.outside)),
      visits: later.length + 1,
      fromBlankMs: fromBlank.took,
      ...(first.waterfall && lastWaterfall ? { waterfalls: { first: first.waterfall, later: lastWaterfall } } : {}),
    };
  } finally {
    await browser.close();
  }
}

/** The page's CPU profile through the DevTools protocol, sampled finely enough to see one row's render. */
async function startCpuProfile(page: Page): Promise<{ saveTo(file: string): Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return {
    async saveTo(file) {
      const { profile } = await session.send('Profiler.stop');
      await fs.promises.writeFile(file, JSON.stringify(profile));
      await session.detach();
    },
  };
}

export function guestListInBrowserRows(result: GuestListInBrowser, guests: number, targetMs = 1000): Row[] {
  const count = guests.toLocaleString('en-US');
  return [
    {
      figure: `Guest list in Chromium, ${count} guests: navigation → rows shown (first visit)`,
      value: ms(result.firstVisitMs),
      against: `target ≤ ${ms(targetMs)}; by the page's clock (Playwright's, from outside: ${ms(result.firstVisitOutsideMs)})`,
      verdict: result.firstVisitMs <= targetMs ? 'PASS' : 'MISS',
    },
    {
      figure: 'Guest list in Chromium: navigation → rows shown (later visits, median)',
      value: ms(result.laterVisitMs),
      against: `${result.visits - 1} visits; target ≤ ${ms(targetMs)} (from outside: ${ms(result.laterVisitOutsideMs)})`,
      verdict: result.laterVisitMs <= targetMs ? 'PASS' : 'MISS',
    },
    {
      figure: 'Guest list in Chromium: a visit from about:blank (scripts cached)',
      value: ms(result.fromBlankMs),
      against: 'a new renderer for the Cross-Origin-Opener-Policy; no target',
      verdict: 'info',
    },
  ];
}
