import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { SERVER_ENTRY } from '../../infra/bin/ensure-server-build.mjs';
import { buildTourWorld, type TourWorld } from './tour-world.ts';
import { tourScreens, type TourRole, type TourScreen } from './tour-screens.ts';
import { findLeads } from './tour-checks.ts';

/**
 * The newcomer's tour (issue 28): every screen of the spec, the guests' pages
 * and the door, at five widths, as each role that sees them differently, a
 * picture each for a person to look at, with the leads the page itself gives
 * (tour-checks.ts) written beside them in leads.md.
 *
 *   npm run build
 *   node --import tsx tests/tour/newcomer-tour.ts [screen-name ...]
 *
 * DATA_DIR (/tmp/tour-d) keeps the seeded product between runs, so a second
 * run after a fix only builds and looks again; PORT (3910) is where it runs;
 * TOUR_OUT (/tmp/tour-d-shots) gets the pictures. Not part of the test suite.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = process.env.DATA_DIR ?? '/tmp/tour-d';
const PORT = Number(process.env.PORT ?? 3910);
const OUT = process.env.TOUR_OUT ?? '/tmp/tour-d-shots';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WIDTHS = [1920, 1440, 1280, 768, 390] as const;
const WORLD_FILE = path.join(DATA_DIR, 'tour-world.json');

const SEED_FILE = path.join(DATA_DIR, 'tour-seed.json');

/** The seeded gala (200 guests), seeded once per DATA_DIR. */
function seedOnce(): { eventUuid: string; email: string; password: string } {
  if (fs.existsSync(SEED_FILE)) return JSON.parse(fs.readFileSync(SEED_FILE, 'utf8'));
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/seed/seed-cli.ts', '--guests', '200'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR },
    encoding: 'utf8',
  });
  const found = /Event ([0-9a-f-]{36}); sign in as (\S+) \/ (\S+)/.exec(output);
  if (!found) throw new Error(`the seed said:\n${output}`);
  const seeded = { eventUuid: found[1]!, email: found[2]!, password: found[3]! };
  fs.writeFileSync(SEED_FILE, JSON.stringify(seeded));
  return seeded;
}

async function startServer() {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR, PORT: String(PORT), HOST: '127.0.0.1', APP_URL: ORIGIN, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${ORIGIN}/api/health`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the product did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return child;
}

/** A signed-in browser session for a role, through the login page as a person signs in. */
async function sessionFor(browser: Browser, role: TourRole, world: TourWorld): Promise<string | undefined> {
  if (role === 'guest' || role === 'visitor') return undefined;
  const who = role === 'owner' ? world.owner : world.doorStaff;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/account/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'), { timeout: 20_000 });
  const file = path.join(OUT, `.session-${role}.json`);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

async function shootScreen(context: BrowserContext, screen: TourScreen, width: number): Promise<string[]> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 200)}`);
  });
  await page.goto(`${ORIGIN}${screen.path}`);
  // A context's first page may be idle on the network before its route's code has drawn anything.
  await page.waitForFunction(() => document.body.innerText.trim().length > 0, undefined, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.animate-pulse, [role="status"].animate-spin'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  if (screen.act) await screen.act(page).catch((error: unknown) => problems.push(`could not act: ${String(error).split('\n')[0]}`));
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `${screen.name}-${width}.png`) });
  const leads = await findLeads(page);
  await page.close();
  return [...problems, ...leads];
}

async function main() {
  const only = process.argv.slice(2);
  fs.mkdirSync(OUT, { recursive: true });
  const fresh = !fs.existsSync(WORLD_FILE);
  const seeded = fresh ? seedOnce() : null;
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const world: TourWorld = fresh ? await buildTourWorld(ORIGIN, path.join(DATA_DIR, 'mail'), seeded!) : JSON.parse(fs.readFileSync(WORLD_FILE, 'utf8'));
    if (fresh) fs.writeFileSync(WORLD_FILE, JSON.stringify(world, null, 2));
    browser = await launchBrowser();
    const screens = tourScreens(world).filter((screen) => only.length === 0 || only.includes(screen.name));
    const sessions = new Map<TourRole, string | undefined>();
    const report: string[] = [`# Newcomer's tour, ${new Date().toISOString()}`, ''];
    for (const screen of screens) {
      if (!sessions.has(screen.role)) sessions.set(screen.role, await sessionFor(browser, screen.role, world));
      const context = await browser.newContext({ storageState: sessions.get(screen.role) });
      for (const width of WIDTHS) {
        const leads = await shootScreen(context, screen, width);
        report.push(`## ${screen.name}-${width} (${screen.role} ${screen.path})`, ...leads.map((lead) => `- ${lead}`), '');
        console.log(`${screen.name}-${width}: ${leads.length} leads`);
      }
      await context.close();
    }
    fs.writeFileSync(path.join(OUT, only.length ? `leads-${only.join('-')}.md` : 'leads.md'), report.join('\n'));
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
