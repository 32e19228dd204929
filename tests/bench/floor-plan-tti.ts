/**
 * How soon a 5,000-seat floor plan is usable, and how smoothly it pans and zooms.
 *
 *   npm run build && npx tsx tests/bench/floor-plan-tti.ts
 *
 * Starts a product of its own, saves a plan of 500 round tables of ten (one
 * save, as a template would make it) and, as the baseline of the same run, a
 * plan of three tables; signs in with Chromium at 1440 × 900, opens each plan
 * and measures from the navigation's start until the plan says it is ready
 * (drawn and answering), then the frame times while the pointer drags the plan
 * and the wheel zooms it. (Moved here from the floor-plan E2E, which checks
 * what the editor does; this measures how fast.) With ORIGIN=http://… it uses
 * a product already running instead.
 */
import { randomUUID } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import { Api } from './api.ts';
import { ms, printTable, type Row } from './report.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const PASSWORD = 'bench-password-1';

/** Tables of ten seats in rows of 25, 150 px apart. */
function plan(tableCount: number) {
  const tables = Array.from({ length: tableCount }, (_, i) => ({
    id: randomUUID(),
    section_id: null,
    name: String(i + 1),
    label: null,
    shape: 'round',
    diameter: 60,
    seat_count: 10,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: (i % 25) * 150,
    y: Math.floor(i / 25) * 150,
    width: 60,
    height: 60,
    rotation: 0,
    color: null,
  }));
  const seats = tables.flatMap((table) =>
    Array.from({ length: 10 }, (_, p) => ({
      id: randomUUID(),
      table_id: table.id,
      seat_legend_id: null,
      name: String(p + 1),
      position: p,
      disabled: false,
      disabled_message: null,
    })),
  );
  return { created: { tables, seats } };
}

/** Frame times (ms) while the pointer drags the plan for 60 moves and the wheel zooms it in and out. */
async function frameTimesWhilePanningAndZooming(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { frames: number[] };
    w.frames = [];
    let last = performance.now();
    const tick = (now: number) => {
      w.frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const box = (await page.getByTestId('floor-plan-stage').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  for (let step = 0; step < 60; step++) await page.mouse.move(centre.x - step * 6, centre.y - step * 3);
  await page.mouse.up();
  for (let step = 0; step < 20; step++) await page.mouse.wheel(0, step < 10 ? -120 : 120);
  const frames = await page.evaluate(() => (window as unknown as { frames: number[] }).frames.slice(1));
  return frames.sort((a, b) => a - b);
}

async function visit(page: Page, url: string): Promise<{ ready: number; p50: number; p95: number; frames: number }> {
  const started = Date.now();
  await page.goto(url);
  await page.locator('[data-testid="floor-plan-stage"][data-ready="true"]').waitFor({ timeout: 120_000 });
  const ready = Date.now() - started;
  const frames = await frameTimesWhilePanningAndZooming(page);
  const at = (q: number) => frames[Math.min(frames.length - 1, Math.floor(frames.length * q))]!;
  return { ready, p50: at(0.5), p95: at(0.95), frames: frames.length };
}

async function measure(origin: string) {
  const api = new Api(origin);
  const email = `floor-plan-bench-${Date.now()}@example.com`;
  api.token = (
    await api.call<{ access_token: string }>('POST', '/api/auth/signup', { first_name: 'Bench', last_name: 'Planner', email, password: PASSWORD }, [201])
  ).access_token;
  const big = await api.createEvent('Arena Night');
  await api.call('POST', `/api/v2/events/${big}/seating/save`, plan(500));
  const small = await api.createEvent('Supper Club');
  await api.call('POST', `/api/v2/events/${small}/seating/save`, plan(3));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${origin}/account/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/account'));
    const baseline = await visit(page, `${origin}/events/${small}/floor-plan`);
    const large = await visit(page, `${origin}/events/${big}/floor-plan`);
    return { baseline, large };
  } finally {
    await browser.close();
  }
}

const { baseline, large } = process.env.ORIGIN
  ? await measure(process.env.ORIGIN)
  : await withStandaloneProduct({ prefix: 'usher-floor-plan-' }, (product) => measure(product.origin));
const against = (value: number) => `30-seat plan ${ms(value)} (same run)`;
const rows: Row[] = [
  { figure: 'Floor plan of 5,000 seats: navigation → ready', value: ms(large.ready), against: against(baseline.ready), verdict: 'info' },
  { figure: `Frame time while panning and zooming, p50 (${large.frames} frames)`, value: ms(large.p50), against: against(baseline.p50), verdict: 'info' },
  { figure: 'Frame time while panning and zooming, p95', value: ms(large.p95), against: against(baseline.p95), verdict: 'info' },
];
printTable('Usher bench — floor plan editor', rows);
