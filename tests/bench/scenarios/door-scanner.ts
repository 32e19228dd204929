import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { connectDatabase } from '@usher/infra/db/database';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { Api } from '../api.ts';
import { runLoad, type LoadResult } from '../load.ts';
import { ms, num, perSecond, verdict, type Row } from '../report.ts';
import { settleDisks, waitForProjections } from '../settle.ts';

export const DOOR_SCANNER_CONFIG = {
  /** (a) Scanners at once over one set of guests; each walks its own stretch, and the stretches overlap. */
  guests: 2000,
  scanners: 20,
  scansPerScanner: 300,
  /** Scanner k starts at guest k × stride: with 300 scans and a stride of 100, every guest is scanned three times. */
  stride: 100,
  /** (b) Scans queued in the real scanner page while offline, then sent when the network returns. */
  offlineScans: 500,
  /** Of those, guests another door checks in while this one is offline: conflicts, never doubles. */
  offlineConflicts: 50,
  drainTimeoutMs: 180_000,
  /** Issue 31: scans a second by the crowd of scanners, none doubled. */
  targetScansPerSecond: 1500,
};

export interface DoorScannerResult {
  crowd: LoadResult & { checkInEvents: number; guestsWithMoreThanOne: number; answered200: number };
  offline: {
    queued: number;
    queueMs: number;
    drainMs: number;
    checkInEvents: number;
    guestsWithMoreThanOne: number;
    conflictsShown: number;
    conflictsExpected: number;
  };
}

async function checkInCounts(pool: pg.Pool, eventUuid: string) {
  const result = await pool.query<{ events: string; doubled: string }>(
    `select count(*) as events, count(*) - count(distinct stream_id) as doubled
     from es_events where type = 'AttendeeCheckedIn' and metadata->>'event_uuid' = $1`,
    [eventUuid],
  );
  return { events: Number(result.rows[0]!.events), doubled: Number(result.rows[0]!.doubled) };
}

/**
 * Types each code into the page's "Pass code" field and presses "Check in",
 * one at a time, each waiting until the queue counts it, as a person would.
 * Done by a script in the page: driven by Playwright, each scan cost three
 * round trips and actionability checks, 200–400 ms on a busy two-core machine,
 * so queueing 500 took minutes of the bench for a figure (the drain) measured
 * after it. A string script: tsx's __name helper is not in the page.
 */
async function queueInPage(page: Page, tokens: string[]): Promise<void> {
  await page.evaluate(`(async (tokens) => {
    const input = document.querySelector('input[aria-label="Pass code"]');
    const button = [...input.form.querySelectorAll('button[type="submit"]')].find((b) => b.textContent.trim() === 'Check in');
    const queued = () => Number(document.querySelector('[data-testid="scanner-queue"]').dataset.count);
    // A turn of the event loop: enough for React to render the typing and for the queue to count the scan. Waiting
    // for animation frames instead held each scan two frames (about 33 ms), 17 s of the bench for 500 scans.
    const frame = () => new Promise((resolve) => setTimeout(resolve, 0));
    // React's own value setter, so its onChange sees the typing as Playwright's fill makes it.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    for (const [index, token] of tokens.entries()) {
      setValue.call(input, token);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      while (input.value !== token) await frame();
      await frame();
      button.click();
      const started = performance.now();
      while (queued() !== index + 1) {
        if (performance.now() - started > 30000) throw new Error('scan ' + (index + 1) + ' never counted in the queue (' + queued() + ')');
        await frame();
      }
    }
  })(${JSON.stringify(tokens)})`);
}

/**
 * The door scanner's figures: (a) twenty scanners over HTTP on an
 * overlapping set of 2,000 guests — exactly one check-in event per guest,
 * every other answer 'already checked in' (also a 200); (b) 500 scans queued offline in the scanner page
 * in Chromium, then the time the page takes to drain its queue once back
 * online, and whether any guest got two check-ins.
 */
export async function runDoorScanner(options: {
  origin: string;
  databaseUrl: string;
  pool: pg.Pool;
  log: (message: string) => void;
  /** Wraps the twenty scanners' load alone (door-scanner-run.ts measures the CPU it costs). */
  aroundCrowd?: <T>(crowd: () => Promise<T>) => Promise<T>;
}): Promise<DoorScannerResult> {
  const config = DOOR_SCANNER_CONFIG;
  const database = connectDatabase(options.databaseUrl, { max: 4 });
  try {
    const api = new Api(options.origin);
    const email = `door-${Date.now()}@example.com`;
    const password = 'bench-password-1';
    api.token = (
      await api.call<{ access_token: string }>('POST', '/api/auth/signup', { first_name: 'Door', last_name: 'Bench', email, password })
    ).access_token;

    // (a) Twenty scanners at once.
    const crowdEvent = await api.createEvent('Door scanner crowd');
    const crowdGuests = await api.addGuests(crowdEvent, config.guests, 500, 'Door');
    const tokens = await Promise.all(crowdGuests.map((id) => passTokenFor(database.db, id)));
    const headers = { authorization: `Bearer ${api.token}` };
    // The crowd meets a product at rest, as the bench's other parts that measure do: the guests just added
    // projected, and the check-ins' and their baseline's dirty pages written out (in the whole bench the
    // scanners ran into that checkpoint: 1,057 scans/s there, 1,750 to 1,870 alone, with the same code).
    await waitForProjections(options.pool, 120_000);
    const settledMs = await settleDisks([options.pool]);
    options.log(
      `door scanner (a): ${config.scanners} scanners × ${config.scansPerScanner} scans over ${config.guests} guests (disks settled in ${Math.round(settledMs)} ms)…`,
    );
    const around = options.aroundCrowd ?? ((crowd) => crowd());
    const crowd = await around(() =>
      runLoad({
        origin: options.origin,
        concurrency: config.scanners,
        ok: (status) => status === 200,
        // Request i is scanner (i mod 20)'s next scan: the twenty walk their stretches side by side.
        next: (i) => {
          const scanner = i % config.scanners;
          const step = Math.floor(i / config.scanners);
          if (step >= config.scansPerScanner) return null;
          const token = tokens[(scanner * config.stride + step) % tokens.length]!;
          return {
            method: 'POST',
            path: `/api/v2/events/${crowdEvent}/scans`,
            headers: { ...headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ token }),
          };
        },
      }),
    );
    const crowdCounts = await checkInCounts(options.pool, crowdEvent);

    // (b) The real page, offline.
    const offlineEvent = await api.createEvent('Door scanner offline');
    const offlineGuests = await api.addGuests(offlineEvent, config.offlineScans, 500, 'Queue');
    const offlineTokens = await Promise.all(offlineGuests.map((id) => passTokenFor(database.db, id)));
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${options.origin}/account/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${options.origin}/`);
      await page.goto(`${options.origin}/events/${offlineEvent}/scanner`);
      await page
        .getByTestId('scanner-counter')
        .filter({ hasText: `0 / ${config.offlineScans} checked in` })
        .waitFor({ timeout: 60_000 });
      // This browser has no camera: the page offers none to stop, only the ways that work.
      await page.getByRole('button', { name: 'Enter code' }).click();

      await context.setOffline(true);
      await page.getByTestId('scanner-connection').and(page.locator('[data-online="false"]')).waitFor();
      options.log(`door scanner (b): ${config.offlineScans} scans queued offline in the scanner page…`);
      const queueStarted = performance.now();
      await queueInPage(page, offlineTokens);
      const queueMs = performance.now() - queueStarted;
      // Another door, online, checks some of the same guests in first.
      for (const token of offlineTokens.slice(0, config.offlineConflicts)) await api.call('POST', `/api/v2/events/${offlineEvent}/scans`, { token });

      const drainStarted = performance.now();
      await context.setOffline(false);
      await page.locator('[data-testid="scanner-queue"][data-count="0"]').waitFor({ timeout: config.drainTimeoutMs });
      const drainMs = performance.now() - drainStarted;
      const conflictsShown = await page.getByTestId('sync-conflict').count();
      const offlineCounts = await checkInCounts(options.pool, offlineEvent);
      return {
        crowd: { ...crowd, checkInEvents: crowdCounts.events, guestsWithMoreThanOne: crowdCounts.doubled, answered200: crowd.statuses['200'] ?? 0 },
        offline: {
          queued: config.offlineScans,
          queueMs,
          drainMs,
          checkInEvents: offlineCounts.events,
          guestsWithMoreThanOne: offlineCounts.doubled,
          conflictsShown,
          conflictsExpected: config.offlineConflicts,
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await database.destroy();
  }
}

/** The figures, next to the bare-INSERT baseline measured in the same run. */
export function doorScannerRows(result: DoorScannerResult, baseline: LoadResult): Row[] {
  const config = DOOR_SCANNER_CONFIG;
  const { crowd, offline } = result;
  return [
    {
      figure: `Scans/s (${config.scanners} scanners, ${num(config.guests)} guests, overlapping)`,
      value: perSecond(crowd.rps),
      against: `target ≥ ${perSecond(config.targetScansPerSecond)} (baseline ${perSecond(baseline.rps)})`,
      verdict: verdict(crowd.rps >= config.targetScansPerSecond),
    },
    {
      figure: 'Scan latency p99',
      value: ms(crowd.latency.p99),
      against: `p50 ${ms(crowd.latency.p50)}; baseline p99 ${ms(baseline.latency.p99)}`,
      verdict: 'info',
    },
    {
      figure: 'AttendeeCheckedIn events (crowd)',
      value: num(crowd.checkInEvents),
      against: `must be ${num(config.guests)}, none doubled (${crowd.guestsWithMoreThanOne})`,
      verdict: verdict(crowd.checkInEvents === config.guests && crowd.guestsWithMoreThanOne === 0),
    },
    // Checked in or already in: both are 200 (the check-in events above tell them apart).
    {
      figure: 'Scans answered 200',
      value: num(crowd.answered200),
      against: `expected ${num(config.scanners * config.scansPerScanner)}, other ${crowd.non2xx + crowd.errors}`,
      verdict: verdict(crowd.answered200 === config.scanners * config.scansPerScanner && crowd.errors === 0),
    },
    {
      figure: `Offline queue drain (${num(offline.queued)} scans, page)`,
      value: ms(offline.drainMs),
      against: `${perSecond((offline.queued / offline.drainMs) * 1000)}; queueing took ${ms(offline.queueMs)}`,
      verdict: 'info',
    },
    {
      figure: 'Doubled check-ins after the drain',
      value: num(offline.guestsWithMoreThanOne),
      against: `target 0; ${num(offline.checkInEvents)} events for ${num(offline.queued)} guests`,
      verdict: verdict(offline.guestsWithMoreThanOne === 0 && offline.checkInEvents === offline.queued),
    },
    {
      figure: 'Sync conflicts shown',
      value: num(offline.conflictsShown),
      against: `expected ${num(offline.conflictsExpected)} (checked in by another door)`,
      verdict: verdict(offline.conflictsShown === offline.conflictsExpected),
    },
  ];
}
