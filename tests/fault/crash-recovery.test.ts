import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@usher/infra/db/embedded-postgres';
import { GuestClients } from './support/guest-clients.ts';
import { audit, guestsFromLog, projectionsBehind, readGuestEvents, type GuestState } from './support/log-audit.ts';
import { ProductProcess } from './support/product-process.ts';

const CLIENTS = 20;
const GUESTS_PER_CLIENT = 5;
// Load before each kill, and requests acknowledged after it, before the clients stop.
const LOAD_BEFORE_KILL_MS = 2500;
const ACKNOWLEDGED_AFTER_RECOVERY = 200;
const CONVERGE_WITHIN_MS = 60_000;

// As `mktemp -d` makes it: mode 700, owned by whoever runs the test (root here, so PostgreSQL runs as `postgres`).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-fault-'));
let product: ProductProcess | null = null;

afterAll(async () => {
  await product?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(method: string, url: string, authorization: string | null, body?: unknown) {
  const response = await fetch(`${product!.baseUrl}${url}`, {
    method,
    headers: { ...(authorization ? { authorization } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

/** An organiser with one event of CLIENTS × GUESTS_PER_CLIENT guests. */
async function setUpEvent() {
  const signup = (await api('POST', '/api/auth/signup', null, {
    first_name: 'Door',
    last_name: 'Lead',
    email: 'door@example.com',
    password: 'correct horse battery staple',
  })) as { access_token: string };
  const authorization = `Bearer ${signup.access_token}`;
  const event = (await api('POST', '/api/v2/events', authorization, { name: 'Gala', starts_date: '2099-01-01', starts_time: '19:00' })) as {
    data: { uuid: string };
  };
  const members = Array.from({ length: CLIENTS * GUESTS_PER_CLIENT }, (_, index) => ({ first_name: 'Guest', last_name: String(index + 1) }));
  const added = (await api('POST', `/api/v2/events/${event.data.uuid}/attendees`, authorization, { members })) as { data: { id: string }[] };
  return { authorization, eventUuid: event.data.uuid, guestIds: added.data.map((guest) => guest.id) };
}

async function untilAcknowledged(clients: GuestClients, count: number): Promise<void> {
  const target = clients.acknowledged.length + count;
  const deadline = Date.now() + 120_000;
  while (clients.acknowledged.length < target && clients.unexpected.length === 0) {
    if (Date.now() > deadline) throw new Error(`Only ${clients.acknowledged.length} of ${target} requests acknowledged:\n${product!.output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How long the product's PostgreSQL was away, as the product reports it once it has started it again. */
async function untilDatabaseIsBack(): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const back = /PostgreSQL is back \(pid \d+\) after ([\d.]+) s/.exec(product!.output);
    if (back) return Number(back[1]) * 1000;
    if (Date.now() > deadline || !product!.running) throw new Error(`The product did not start its PostgreSQL again:\n${product!.output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Convergence {
  /** From the last acknowledged write to read models that say what the log says. */
  ms: number;
  fromLog: Map<string, GuestState>;
}

/** Polls the guest list, its counters and every projection's checkpoint until they agree with the log. */
async function untilReadModelsConverge(authorization: string, eventUuid: string, guestIds: string[]): Promise<Convergence> {
  const started = performance.now();
  const fromLog = guestsFromLog(await readGuestEvents(dataDir), guestIds);
  const expectedStats = {
    total_individuals: guestIds.length,
    checked_in: [...fromLog.values()].filter((guest) => guest.checked_in).length,
    rsvp_yes: [...fromLog.values()].filter((guest) => guest.is_attending === true).length,
    rsvp_no: [...fromLog.values()].filter((guest) => guest.is_attending === false).length,
  };
  let last = '';
  while (performance.now() - started < CONVERGE_WITHIN_MS) {
    const list = (await api('GET', `/api/v2/events/${eventUuid}/attendees?per_page=500`, authorization)) as {
      data: { id: string; checked_in: boolean; is_attending: boolean | null }[];
    };
    const stats = ((await api('GET', `/api/v2/events/${eventUuid}/attendees/stats`, authorization)) as { data: Record<string, number> }).data;
    const behind = await projectionsBehind(dataDir);
    const rows = new Map(list.data.map((row) => [row.id, { checked_in: row.checked_in, is_attending: row.is_attending }]));
    const wrongRows = guestIds.filter((id) => JSON.stringify(rows.get(id)) !== JSON.stringify(fromLog.get(id)));
    const wrongStats = Object.entries(expectedStats).filter(([name, value]) => stats[name] !== value);
    if (wrongRows.length === 0 && wrongStats.length === 0 && Object.keys(behind).length === 0) return { ms: performance.now() - started, fromLog };
    last = JSON.stringify({ wrongRows: wrongRows.length, wrongStats, behind });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The read models did not converge on the log within ${CONVERGE_WITHIN_MS} ms: ${last}`);
}

/** Stops the load, then checks the log against what was acknowledged and waits for the read models. */
async function settleAndAudit(label: string, clients: GuestClients, setup: Awaited<ReturnType<typeof setUpEvent>>, downMs: number, acknowledgedBefore: number) {
  await clients.stop();
  expect(clients.unexpected).toEqual([]);
  const found = audit(clients.acknowledged, await readGuestEvents(dataDir));
  const convergence = await untilReadModelsConverge(setup.authorization, setup.eventUuid, setup.guestIds);
  const thisRun = clients.acknowledged.slice(acknowledgedBefore);
  const retried = thisRun.filter((request) => request.attempts > 1).length;
  console.log(
    `[fault] ${label}: ${thisRun.length} writes acknowledged in this run (${retried} of them after retries; ${found.acknowledged} in all), lost ${found.lost}, doubled ${found.doubled}, unasked ${found.unasked}; ` +
      `down for ${(downMs / 1000).toFixed(1)} s; read models converged ${convergence.ms.toFixed(0)} ms after the last acknowledged write; answers ${JSON.stringify(Object.fromEntries(clients.answers))}`,
  );
  expect(found).toEqual({ acknowledged: clients.acknowledged.length, lost: 0, doubled: 0, unasked: 0 });
  // What the clients were told is what the log says, guest by guest.
  expect(convergence.fromLog).toEqual(clients.expectedGuests());
}

describe('crash recovery: kill -9 of the product, then of its PostgreSQL, under load', () => {
  it('loses and doubles nothing acknowledged, and the read models converge on the log after each kill', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const firstStartAt = performance.now();
    product = await ProductProcess.start(dataDir, port);
    console.log(`[fault] first start on an empty DATA_DIR: ${((performance.now() - firstStartAt) / 1000).toFixed(1)} s`);
    const setup = await setUpEvent();
    const byClient = Array.from({ length: CLIENTS }, (_, client) => setup.guestIds.slice(client * GUESTS_PER_CLIENT, (client + 1) * GUESTS_PER_CLIENT));
    const clients = new GuestClients(product.baseUrl, setup.authorization, byClient);

    // 1. kill -9 of the product: its PostgreSQL is left running, and the next start must deal with it.
    clients.start();
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
    await product.kill();
    const killedAt = performance.now();
    product = await ProductProcess.start(dataDir, port);
    const productDownMs = performance.now() - killedAt;
    expect(product.output).toMatch(/Found PostgreSQL \(pid \d+\) still running/);
    await untilAcknowledged(clients, ACKNOWLEDGED_AFTER_RECOVERY);
    await settleAndAudit('kill -9 of the product', clients, setup, productDownMs, 0);

    // 2. kill -9 of the postmaster: the product stays up, answers 503 meanwhile, and starts its PostgreSQL again.
    const acknowledgedBefore = clients.acknowledged.length;
    clients.start();
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
    const postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmasterPid, 'SIGKILL');
    const databaseDownMs = await untilDatabaseIsBack();
    await untilAcknowledged(clients, ACKNOWLEDGED_AFTER_RECOVERY);
    expect(product.running, product.output).toBe(true);
    expect(product.output).toMatch(/PostgreSQL stopped unexpectedly/);
    await settleAndAudit('kill -9 of the postmaster', clients, setup, databaseDownMs, acknowledgedBefore);
  });
});
