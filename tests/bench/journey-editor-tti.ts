/**
 * Issue 21's figure: how soon the journey editor is usable with a long journey.
 *
 *   npm run build && npx tsx tests/bench/journey-editor-tti.ts
 *
 * Starts a product of its own (embedded PostgreSQL, built dashboard), creates
 * a journey of STEPS steps (60 by default) through the organiser's API, signs
 * in with Chromium (/usr/bin/chromium, or CHROMIUM=path) at 1440 × 900 and
 * opens the editor RUNS times (5 by default). Each run measures, from the
 * navigation's start: every step drawn on the diagram (measured and shown by
 * xyflow), and the editor answering a click on a step (its side panel shown).
 * With ORIGIN=http://… it uses a product already running instead.
 */
import { chromium, type Browser } from 'playwright-core';
import { median } from './load.ts';
import { Api } from './api.ts';
import { ms, printTable, type Row } from './report.ts';
import { withStandaloneProduct } from './standalone-product.ts';
import { seedLongJourney } from './support/journey-seed.ts';

const STEPS = Number(process.env.STEPS ?? 60);
const RUNS = Number(process.env.RUNS ?? 5);
/** The baseline measured in the same run: a short journey opened the same way. */
const BASELINE_STEPS = 3;
const PASSWORD = 'bench-password-1';

type Run = { drawn: number; answered: number; clickToPanel: number };

declare global {
  interface Window {
    __journeyBench?: { drawnAt?: number; clickAt?: number; panelAt?: number };
  }
}

/**
 * In the page, before its scripts: notes when every step is shown (xyflow
 * hides a node until it is measured) and when the panel answers a click. A
 * string, not a function: tsx would wrap a function's inner functions in a
 * helper the page does not have.
 */
const watchEditor = (steps: number) => `
  const marks = {};
  window.__journeyBench = marks;
  const check = () => {
    if (marks.drawnAt === undefined) {
      const nodes = document.querySelectorAll('.react-flow__node');
      if (nodes.length >= ${steps} && [...nodes].every((node) => node.style.visibility !== 'hidden')) marks.drawnAt = performance.now();
    }
    if (marks.clickAt !== undefined && marks.panelAt === undefined && document.querySelector('[data-testid="step-panel"]')) marks.panelAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
  document.addEventListener('pointerdown', () => { if (marks.clickAt === undefined) marks.clickAt = performance.now(); }, true);
`;

/** Opens one journey's editor RUNS times in a fresh signed-in context, measuring each visit. */
async function visits(browser: Browser, origin: string, email: string, url: string, steps: number): Promise<Run[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: watchEditor(steps) });
  const page = await context.newPage();
  await page.goto(`${origin}/account/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/account'));
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(url);
    await page.waitForFunction(() => window.__journeyBench?.drawnAt !== undefined, undefined, { timeout: 60_000, polling: 50 });
    await page.getByTestId('journey-node').first().click();
    await page.waitForFunction(() => window.__journeyBench?.panelAt !== undefined, undefined, { timeout: 30_000, polling: 50 });
    const marks = await page.evaluate(() => window.__journeyBench!);
    runs.push({ drawn: marks.drawnAt!, answered: marks.panelAt!, clickToPanel: marks.panelAt! - marks.clickAt! });
  }
  await context.close();
  return runs;
}

/** The long journey's visits, and as the baseline of the same run a journey of BASELINE_STEPS steps opened the same way. */
async function measure(origin: string): Promise<{ long: Run[]; short: Run[] }> {
  const api = new Api(origin);
  const email = `journeys-bench-${Date.now()}@example.com`;
  api.token = (
    await api.call<{ access_token: string }>('POST', '/api/auth/signup', { first_name: 'Bench', last_name: 'Organiser', email, password: PASSWORD })
  ).access_token;
  const eventUuid = await api.createEvent('Journey bench');
  const longId = await seedLongJourney(api, eventUuid, STEPS);
  const shortId = await seedLongJourney(api, eventUuid, BASELINE_STEPS);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const short = await visits(browser, origin, email, `${origin}/events/${eventUuid}/journeys/${shortId}`, BASELINE_STEPS);
    const long = await visits(browser, origin, email, `${origin}/events/${eventUuid}/journeys/${longId}`, STEPS);
    return { long, short };
  } finally {
    await browser.close();
  }
}

const measured = process.env.ORIGIN
  ? await measure(process.env.ORIGIN)
  : await withStandaloneProduct({ prefix: 'usher-journey-editor-' }, (product) => measure(product.origin));
const later = (runs: Run[]) => (runs.length > 1 ? runs.slice(1) : runs);
const { long, short } = measured;
const against = (value: number) => `${BASELINE_STEPS}-step journey ${ms(value)} (same run)`;
const rows: Row[] = [
  { figure: `Editor of ${STEPS} steps: all steps drawn (first visit)`, value: ms(long[0]!.drawn), against: against(short[0]!.drawn), verdict: 'info' },
  {
    figure: `Editor of ${STEPS} steps: all steps drawn (median of later visits)`,
    value: ms(median(later(long).map((run) => run.drawn))),
    against: against(median(later(short).map((run) => run.drawn))),
    verdict: 'info',
  },
  {
    figure: `Editor of ${STEPS} steps: interactive (a click on a step answered)`,
    value: ms(median(later(long).map((run) => run.answered))),
    against: against(median(later(short).map((run) => run.answered))),
    verdict: 'info',
  },
  {
    figure: 'A click on a step → its panel',
    value: ms(median(later(long).map((run) => run.clickToPanel))),
    against: against(median(later(short).map((run) => run.clickToPanel))),
    verdict: 'info',
  },
];
printTable('Usher bench — journey editor (times from navigation start)', rows);
