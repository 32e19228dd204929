import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/runtime/build-app.ts';
import { createContext, type RunningContext } from '../../src/runtime/create-context.ts';
import { startProjections, type RunningProjections } from '../../src/runtime/start-projections.ts';
import { freePort } from '../../src/db/embedded-postgres.ts';
import { DebianPostgres, debianPostgresInstalled } from '../../src/testing/debian-postgres.ts';
import { WRITTEN_WAL_COOKIE } from '../../src/http/written-wal-cookie.ts';

// Longer than a test's steps while the replica is paused, short enough that a paused replica leaves soon after.
const MAX_LAG_MS = 3000;
const UNTIL = { timeout: 30_000, interval: 100 };

let primary: DebianPostgres | null = null;
let replica: DebianPostgres | null = null;
let context: RunningContext;
let projections: RunningProjections;
let app: FastifyInstance;
let authorization: string;
let eventUuid: string;
let guestIds: string[];

async function onReplica(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: replica!.url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function guestList(headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: `/api/v2/events/${eventUuid}/attendees?per_page=50`, headers: { authorization, ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  const rows = (response.json() as { data: { id: string; checked_in: boolean }[] }).data;
  return { source: response.headers['x-read-source'], rows };
}

async function checkIn(guestId: string) {
  const response = await app.inject({ method: 'GET', url: `/api/v2/events/attendees/${guestId}/check-in`, headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((each) => each.name === WRITTEN_WAL_COOKIE);
  return { position: String((response.json() as { position: string | number }).position), writtenWal: cookie?.value };
}

describe.skipIf(!debianPostgresInstalled())('query API reads from a streaming replica (Debian PostgreSQL 15, pg_basebackup)', () => {
  beforeAll(async () => {
    primary = await DebianPostgres.primary(await freePort());
    replica = await DebianPostgres.replicaOf(primary, await freePort());
    // One process with both sides: the query side's reads are routed, the command side marks its writers' sessions.
    context = await createContext(primary.url, { poolSize: 5, replicas: { urls: [replica.url], maxLagMs: MAX_LAG_MS }, stickyReads: true });
    projections = startProjections(context, { inboundMail: { port: 0, host: '127.0.0.1', log: () => undefined } });
    ({ app } = await buildApp(context, { services: { command: true, queryApi: true }, logLevel: 'silent' }));
    await app.ready();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Door', last_name: 'Lead', email: 'replica@example.com', password: 'correct horse battery staple' },
    });
    authorization = `Bearer ${(signup.json() as { access_token: string }).access_token}`;
    const event = await app.inject({
      method: 'POST',
      url: '/api/v2/events',
      headers: { authorization },
      payload: { name: 'Gala', starts_date: '2099-01-01', starts_time: '19:00' },
    });
    eventUuid = (event.json() as { data: { uuid: string } }).data.uuid;
    const added = await app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/attendees`,
      headers: { authorization },
      payload: { members: [1, 2, 3, 4].map((n) => ({ first_name: 'Guest', last_name: String(n) })) },
    });
    guestIds = (added.json() as { data: { id: string }[] }).data.map((guest) => guest.id);
    await vi.waitFor(async () => expect((await guestList()).rows).toHaveLength(4), UNTIL);
  }, 120_000);

  afterAll(async () => {
    await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
    await projections?.stop();
    await app?.close();
    await context?.close();
    replica?.destroy();
    primary?.destroy();
  });

  it('answers guest-list reads from the replica, with what the primary has', async () => {
    const read = await guestList();
    expect(read.source).toBe('replica');
    const fromPrimary = await guestList({ 'x-read-from': 'primary' });
    expect(fromPrimary.source).toBe('primary');
    expect(read.rows).toEqual(fromPrimary.rows);
  });

  it('answers an X-Min-Position the paused replica has not reached from the primary, and a session that wrote sticks to the primary', async () => {
    await onReplica('select pg_wal_replay_pause()');
    const written = await checkIn(guestIds[0]!);
    expect(written.writtenWal).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);

    const ownWrite = await guestList({ 'x-min-position': written.position });
    expect(ownWrite.source).toBe('primary-fallback');
    expect(ownWrite.rows.find((row) => row.id === guestIds[0])?.checked_in).toBe(true);

    // Without a position, the writer's cookie keeps its reads on the primary; another session still reads the replica.
    expect((await guestList({ cookie: `${WRITTEN_WAL_COOKIE}=${written.writtenWal}` })).source).toBe('primary');
    const elsewhere = await guestList();
    expect(elsewhere.source).toBe('replica');
    expect(elsewhere.rows.find((row) => row.id === guestIds[0])?.checked_in).toBe(false);
  });

  it('takes a replica that falls behind out of rotation and back once it has caught up', async () => {
    // Still paused from the test above: the primary moves on without it.
    await checkIn(guestIds[1]!);
    await vi.waitFor(async () => expect((await guestList()).source).toBe('primary'), UNTIL);
    expect(context.replicas!.nodes[0]!.lagMs).toBeGreaterThan(MAX_LAG_MS);
    await onReplica('select pg_wal_replay_resume()');
    await vi.waitFor(async () => expect((await guestList()).source).toBe('replica'), UNTIL);
    expect(
      (await guestList()).rows
        .filter((row) => row.checked_in)
        .map((row) => row.id)
        .sort(),
    ).toEqual([guestIds[0], guestIds[1]].sort());
  });

  it('answers from the primary while the replica is down, and reads from it again once it is back', async () => {
    replica!.stop('immediate');
    const whileDown = await guestList();
    expect(whileDown.source).toBe('primary');
    expect(whileDown.rows).toHaveLength(4);
    expect(context.replicas!.nodes[0]!.healthy).toBe(false);
    replica!.start();
    await vi.waitFor(async () => expect((await guestList()).source).toBe('replica'), UNTIL);
  });
});
