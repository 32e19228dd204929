import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';

type Item = {
  position: string;
  global_position: string;
  event_id: string;
  type: string;
  schema_version: number;
  stream_id: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
};
type Page = { data: Item[]; meta: { cursor: string; has_more: boolean } };

let t: TestApp;
let origin: string;
let owner: Auth;
let ownerId: string;
let streamToken: string;
let stranger: Auth;
let strangerEvent: string;
const sockets: WebSocket[] = [];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function mintToken(auth: Auth, scopes: string[]): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v2/account/api-tokens', headers: auth, payload: { name: 'Stream test', scopes } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.token as string;
}

async function page(url: string, headers: Auth = bearer(streamToken)): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

/** Reads from `after` to the head in pages of `limit`, returning every item and the last cursor. */
async function readToHead(path: string, limit: number, after?: string): Promise<{ items: Item[]; cursor: string }> {
  const items: Item[] = [];
  let cursor = after;
  for (;;) {
    const separator = path.includes('?') ? '&' : '?';
    const next = await page(`${path}${separator}limit=${limit}${cursor ? `&after=${cursor}` : ''}`);
    items.push(...next.data);
    cursor = next.meta.cursor;
    if (next.data.length < limit) return { items, cursor };
  }
}

/**
 * The cursor at the head of the log. Readers see events only once no older
 * transaction is still running, so the projections (which hold transactions
 * open while they apply) are let finish first.
 */
async function head(): Promise<string> {
  await t.settle();
  return (await readToHead('/api/v2/stream', 1000)).cursor;
}

/** Reads from `after` until `done` holds: appends become readable once the transactions before them end. */
async function readUntil(after: string, done: (items: Item[]) => boolean): Promise<Item[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { items } = await readToHead('/api/v2/stream', 1000, after);
    if (done(items) || Date.now() > deadline) return items;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const signedUp = await t.signUp({ first_name: 'Iris', last_name: 'Integrator' });
  owner = signedUp.auth;
  ownerId = signedUp.user.id;
  streamToken = await mintToken(owner, ['stream:read']);
  stranger = (await t.signUp()).auth;
  strangerEvent = (await createEvent(t, stranger, { name: 'Their secret gala' })).uuid;
  await addGuests(t, stranger, strangerEvent, [{ first_name: 'Hidden', email: 'hidden@their.test' }]);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

describe('GET /api/v2/stream', () => {
  it("gives the organisation's events in commit order with position, type, version, data and metadata, and never another organisation's", async () => {
    const event = await createEvent(t, owner, { name: 'Stream gala' });
    await addGuests(t, owner, event.uuid, [{ first_name: 'Ann' }, { first_name: 'Ben' }]);
    const items = await readUntil('', (read) => read.filter((item) => item.type === 'AttendeeAdded' && item.metadata.event_uuid === event.uuid).length === 2);
    const created = items.find((item) => item.type === 'EventCreated' && item.metadata.event_uuid === event.uuid)!;
    expect(created).toEqual({
      position: expect.stringMatching(/^\d+-\d+$/),
      global_position: expect.stringMatching(/^\d+$/),
      event_id: expect.any(String),
      type: 'EventCreated',
      schema_version: 1,
      stream_id: `event-${event.uuid}`,
      data: expect.objectContaining({ uuid: event.uuid }),
      metadata: {
        actor: { type: 'user', id: ownerId, name: 'Iris Integrator' },
        occurred_at: expect.any(String),
        correlation_id: expect.any(String),
        causation_id: null,
        event_uuid: event.uuid,
      },
    });
    expect(items.filter((item) => item.type === 'AttendeeAdded' && item.metadata.event_uuid === event.uuid)).toHaveLength(2);
    // The token's creation is the organisation's audit trail; logins and sign-ups are personal and stay out.
    expect(items.map((item) => item.type)).toContain('ApiTokenCreated');
    expect(items.map((item) => item.type)).not.toContain('UserRegistered');
    expect(items.map((item) => item.type)).not.toContain('UserLoggedIn');
    const everything = JSON.stringify(items);
    expect(everything).not.toContain(strangerEvent);
    expect(everything).not.toContain('Hidden');
    expect(everything).not.toContain(streamToken);
    // Commit order is what the cursors say.
    const positions = items.map((item) => item.position.split('-').map(BigInt) as [bigint, bigint]);
    for (let i = 1; i < positions.length; i++) {
      const [a, b] = [positions[i - 1]!, positions[i]!];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])).toBe(true);
    }
  });

  it('gives every later event exactly once, in order, whatever the page size and wherever a reader resumes', async () => {
    const event = await createEvent(t, owner);
    const start = await head();
    await addGuests(
      t,
      owner,
      event.uuid,
      Array.from({ length: 23 }, (_, i) => ({ first_name: `Guest ${i}` })),
    );
    // Interleaved appends of another organisation must not disturb the order or the count.
    await addGuests(t, stranger, strangerEvent, [{ first_name: 'Noise' }]);
    await addGuests(
      t,
      owner,
      event.uuid,
      Array.from({ length: 7 }, (_, i) => ({ first_name: `Late ${i}` })),
    );
    const whole = await readUntil(start, (read) => read.filter((item) => item.type === 'AttendeeAdded').length >= 30);
    expect(whole.filter((item) => item.type === 'AttendeeAdded')).toHaveLength(30);

    for (const pageSize of [1, 4, 7]) {
      // A consumer reads some pages, stops, and resumes from the last position it handled.
      const first = await page(`/api/v2/stream?after=${start}&limit=${pageSize}`);
      const second = await page(`/api/v2/stream?after=${first.data.at(-1)!.position}&limit=${pageSize}`);
      const rest = await readToHead('/api/v2/stream', pageSize, second.data.at(-1)!.position);
      const ids = [...first.data, ...second.data, ...rest.items].map((item) => item.event_id);
      expect(ids).toEqual(whole.map((item) => item.event_id));
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Resuming from the page cursor (not the last item) loses nothing either.
    const firstPage = await page(`/api/v2/stream?after=${start}&limit=5`);
    const resumed = await readToHead('/api/v2/stream', 5, firstPage.meta.cursor);
    expect([...firstPage.data, ...resumed.items].map((item) => item.event_id)).toEqual(whole.map((item) => item.event_id));
  });

  it('filters by event type, and the cursor still moves past the other types', async () => {
    const event = await createEvent(t, owner);
    const start = await head();
    await addGuests(t, owner, event.uuid, [{ first_name: 'Tia' }]);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Tom' }]);
    await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest!.id}/check-in`, headers: owner });
    await t.settle();
    const checkIns = await page(`/api/v2/stream?after=${start}&types=AttendeeCheckedIn`);
    expect(checkIns.data.map((item) => [item.type, item.stream_id])).toEqual([['AttendeeCheckedIn', `attendee-${guest!.id}`]]);
    const both = await page(`/api/v2/stream?after=${start}&types=AttendeeAdded,AttendeeCheckedIn`);
    expect(both.data.map((item) => item.type)).toEqual(['AttendeeAdded', 'AttendeeAdded', 'AttendeeCheckedIn']);
    const again = await page(`/api/v2/stream?after=${checkIns.meta.cursor}&types=AttendeeAdded`);
    expect(again.data).toEqual([]);
  });

  it('answers 422 for a bad cursor, limit, wait or type, and 401 without credentials', async () => {
    for (const query of ['after=abc', 'after=12', 'limit=0', 'limit=1001', 'wait=31', 'types=NoSuchThing', 'types=UserLoggedIn']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/stream?${query}`, headers: bearer(streamToken) });
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/stream' })).statusCode).toBe(401);
  });

  it('long polling: an empty read is held open and woken by an append', async () => {
    const event = await createEvent(t, owner);
    const start = await head();
    const started = Date.now();
    const polling = page(`/api/v2/stream?after=${start}&wait=10`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await addGuests(t, owner, event.uuid, [{ first_name: 'Wake' }]);
    const woken = await polling;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(woken.data.map((item) => item.type)).toEqual(['AttendeeAdded']);
    expect(woken.data[0]!.data).toMatchObject({ first_name: 'Wake' });
  });

  it('long polling: nothing appended, the reply is empty after the wait with the same cursor', async () => {
    const start = await head();
    const started = Date.now();
    const idle = await page(`/api/v2/stream?after=${start}&wait=1`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(idle).toEqual({ data: [], meta: { cursor: start, has_more: false } });
  });

  it("includes what guests do through their public RSVP link, carrying the event's organisation", async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Rae', email: 'rae@guests.test' }]);
    const start = await head();
    const link = await rsvpTokenFor(t.context.db, guest!.id);
    const answered = await t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${link}`, payload: { is_attending: true } });
    expect(answered.statusCode, answered.body).toBe(200);
    const items = await readUntil(start, (read) => read.some((item) => item.type === 'AttendeeRsvpSet'));
    const rsvp = items.find((item) => item.type === 'AttendeeRsvpSet')!;
    expect(rsvp).toMatchObject({ stream_id: `attendee-${guest!.id}`, data: expect.objectContaining({ is_attending: true }) });
    expect(rsvp.metadata).toMatchObject({ actor: { type: 'guest_link', id: guest!.id }, event_uuid: event.uuid });
  });

  it('is refused (403) to people invited to single events, who read those events instead', async () => {
    const event = await createEvent(t, owner);
    const email = `colleague-${Date.now()}@example.org`;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/administrators`,
      headers: owner,
      payload: { email, role: 'viewer' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    // Signing up finds the invitation in the team's read model, so it must be there first.
    await t.settle();
    const colleague = (await t.signUp({ email }, { verifyEmail: true })).auth;
    await t.settle();
    const token = await mintToken(colleague, ['stream:read']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/stream', headers: bearer(token) })).statusCode).toBe(403);
    const theirs = await page(`/api/v2/events/${event.uuid}/stream`, bearer(token));
    expect(theirs.data.map((item) => item.type)).toContain('EventCreated');
  });
});

describe('GET /api/v2/events/{e}/stream', () => {
  it("gives one event's events only, and 404 for another organisation's event", async () => {
    const mine = await createEvent(t, owner);
    const other = await createEvent(t, owner);
    await addGuests(t, owner, mine.uuid, [{ first_name: 'One' }]);
    await addGuests(t, owner, other.uuid, [{ first_name: 'Two' }]);
    await t.settle();
    const items = (await page(`/api/v2/events/${mine.uuid}/stream`)).data;
    expect(items.map((item) => item.type)).toEqual(['EventCreated', 'AttendeeAdded']);
    expect(items.every((item) => item.metadata.event_uuid === mine.uuid)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${strangerEvent}/stream`, headers: bearer(streamToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/events/not-a-uuid/stream', headers: bearer(streamToken) })).statusCode).toBe(404);
  });
});

describe('websocket /api/v2/stream/ws', () => {
  function tail(query: string, token: string = streamToken) {
    const socket = new WebSocket(`ws://${origin}/api/v2/stream/ws${query}`, { headers: bearer(token) });
    sockets.push(socket);
    const items: Item[] = [];
    let wake: () => void = () => undefined;
    socket.on('message', (raw) => {
      items.push(JSON.parse(raw.toString()) as Item);
      wake();
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    async function until(count: number, timeoutMs = 5000): Promise<Item[]> {
      const deadline = Date.now() + timeoutMs;
      while (items.length < count) {
        if (Date.now() > deadline) throw new Error(`received ${items.length} of ${count}: ${JSON.stringify(items.map((i) => i.type))}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return items;
    }
    return { socket, items, until, closed };
  }

  it('sends the backlog from the given position, then follows live appends, each item with its cursor', async () => {
    const event = await createEvent(t, owner);
    const start = await head();
    await addGuests(t, owner, event.uuid, [{ first_name: 'Back' }, { first_name: 'Log' }]);
    const client = tail(`?after=${start}`);
    const backlog = await client.until(2);
    expect(backlog.map((item) => item.data.first_name)).toEqual(['Back', 'Log']);
    await addGuests(t, owner, event.uuid, [{ first_name: 'Live' }]);
    await addGuests(t, stranger, strangerEvent, [{ first_name: 'Not for you' }]);
    const all = await client.until(3);
    expect(all.map((item) => item.data.first_name)).toEqual(['Back', 'Log', 'Live']);
    const rest = await readUntil(start, (read) => read.length >= all.length);
    expect(all.map((item) => item.position)).toEqual(rest.map((item) => item.position));
  });

  it("follows one event with ?e=, and closes with 4404 for another organisation's event, 4401 without credentials, 4403 without the scope", async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    const client = tail(`?e=${event.uuid}&types=AttendeeAdded`);
    await addGuests(t, owner, event.uuid, [{ first_name: 'Solo' }]);
    expect((await client.until(1)).map((item) => item.data.first_name)).toEqual(['Solo']);

    expect(await tail(`?e=${strangerEvent}`).closed).toBe(4404);
    expect(await tail('', 'usher_forged').closed).toBe(4401);
    expect(await tail('', await mintToken(owner, ['guests:read'])).closed).toBe(4403);
    expect(await tail('?after=nonsense').closed).toBe(4422);
  });
});
