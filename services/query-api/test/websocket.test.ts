import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { PROJECTION_CHANNEL } from '@usher/infra/eventstore/channels';

let t: TestApp;
let base: string;
let owner: { auth: Auth; token: string; user: { email: string } };
let stranger: { auth: Auth; token: string };
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v2/ws`;
  owner = await t.signUp();
  stranger = await t.signUp();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

type Message = { type: string; [key: string]: unknown };

/** A client socket that queues what the server sends, so a test can wait for the next matching message. */
function connect(url: string, options?: WebSocket.ClientOptions) {
  const socket = new WebSocket(url, options);
  sockets.push(socket);
  const received: Message[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()) as Message);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  async function next(matches: (message: Message) => boolean = () => true, timeoutMs = 5000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = received.findIndex(matches);
      if (index >= 0) return received.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  const send = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
  return { socket, next, send, closed };
}

/** Locks a table until `release`, in a transaction of its own: whoever reads it waits. */
async function holdTable(table: 'sessions'): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = t.context.db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    await sql`lock table ${sql.table(table)} in access exclusive mode`.execute(connection);
    locked();
    await released;
    await sql`commit`.execute(connection);
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

/** A socket authenticated as a page without the session cookie does it: its token in its first message. */
async function helloAs(token: string) {
  const client = connect(base);
  await new Promise((resolve) => client.socket.once('open', resolve));
  client.send({ type: 'authenticate', token });
  const hello = await client.next((m) => m.type === 'hello');
  return { ...client, socketId: hello.socket_id as string };
}

describe('websocket /api/v2/ws', () => {
  it('greets a client authenticated by its first message with its socket id', async () => {
    const client = await helloAs(owner.token);
    expect(client.socketId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts an Authorization header from a client that can send one', async () => {
    const client = connect(base, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(await client.next()).toMatchObject({ type: 'hello' });
  });

  it('answers a subscribe sent the moment the socket opens, before the server knows whose it is', async () => {
    const event = await createEvent(t, owner.auth);
    await t.settle();
    const channel = `event.${event.uuid}`;
    // A session this server has not met yet (a second sign-in): it is looked up in the database, not in its cache.
    const login = await t.app.inject({ method: 'POST', url: '/login', payload: { email: owner.user.email, password: 'correct horse battery' } });
    const newcomer = { token: (login.json() as { access_token: string }).access_token };
    // The session lookup is held until the subscribe has arrived, as a slow proxy or a busy database makes it.
    const held = await holdTable('sessions');
    const client = connect(base, { headers: { cookie: `usher_session=${newcomer.token}` } });
    await new Promise((resolve) => client.socket.once('open', resolve));
    client.send({ type: 'subscribe', channel });
    // A pong comes back once the server has read every frame sent before the ping: the subscribe is there.
    await new Promise<void>((resolve) => {
      client.socket.once('pong', () => resolve());
      client.socket.ping();
    });
    await held.release();
    expect(await client.next((m) => m.type === 'subscribed')).toEqual({ type: 'subscribed', channel });
  });

  it('never takes a token from the URL, which proxies write in their logs', async () => {
    const client = connect(`${base}?access_token=${owner.token}`);
    await new Promise((resolve) => client.socket.once('open', resolve));
    client.send({ type: 'ping' });
    expect(await client.closed).toBe(4401);
  });

  it('accepts the session cookie too', async () => {
    const client = connect(base, { headers: { cookie: `usher_session=${owner.token}` } });
    expect(await client.next()).toMatchObject({ type: 'hello', socket_id: expect.any(String) });
  });

  it('closes the connection of an unauthenticated client with 4401', async () => {
    const wrongToken = connect(base);
    await new Promise((resolve) => wrongToken.socket.once('open', resolve));
    wrongToken.send({ type: 'authenticate', token: 'not-a-token' });
    expect(await wrongToken.closed).toBe(4401);
  });

  it("pushes a guest_list projection message for another client's check-in, naming that client's socket", async () => {
    const event = await createEvent(t, owner.auth);
    const [guest] = await addGuests(t, owner.auth, event.uuid, [{ first_name: 'John' }]);
    await t.settle();
    const watcher = await helloAs(owner.token);
    const channel = `event.${event.uuid}`;
    watcher.send({ type: 'subscribe', channel });
    expect(await watcher.next()).toEqual({ type: 'subscribed', channel });

    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/attendees/${guest!.id}/check-in`,
      headers: { ...owner.auth, 'x-socket-id': 'scanner-tab' },
    });
    expect(checkIn.statusCode).toBe(200);
    const message = await watcher.next((m) => m.type === 'projection' && m.projection === 'guest_list');
    expect(message).toEqual({
      type: 'projection',
      channel,
      projection: 'guest_list',
      event_uuid: event.uuid,
      ids: [guest!.id],
      position: checkIn.json().position,
      origin_socket_ids: ['scanner-tab'],
    });
    const feed = await watcher.next((m) => m.type === 'projection' && m.projection === 'activity_feed');
    expect(feed).toMatchObject({ channel, origin_socket_ids: ['scanner-tab'] });
  });

  it('leaves origin_socket_ids empty for a change sent without X-Socket-ID', async () => {
    const event = await createEvent(t, owner.auth);
    await t.settle();
    const watcher = await helloAs(owner.token);
    watcher.send({ type: 'subscribe', channel: `event.${event.uuid}` });
    await watcher.next((m) => m.type === 'subscribed');
    await t.app.inject({ method: 'PUT', url: `/api/v2/events/${event.uuid}`, headers: owner.auth, payload: { name: 'Renamed' } });
    const message = await watcher.next((m) => m.type === 'projection' && m.projection === 'events');
    expect(message).toMatchObject({ ids: [event.uuid], origin_socket_ids: [] });
  });

  it("answers an error to a subscription to another organisation's event, or to a channel that is not an event", async () => {
    const event = await createEvent(t, owner.auth);
    await t.settle();
    const intruder = await helloAs(stranger.token);
    for (const channel of [`event.${event.uuid}`, 'admin']) {
      intruder.send({ type: 'subscribe', channel });
      expect(await intruder.next()).toEqual({ type: 'error', channel, message: 'You may not listen to this channel.' });
    }
  });

  it('answers an unsubscribe, and sends that channel nothing more', async () => {
    const event = await createEvent(t, owner.auth);
    await t.settle();
    const client = await helloAs(owner.token);
    const channel = `event.${event.uuid}`;
    client.send({ type: 'subscribe', channel });
    client.send({ type: 'unsubscribe', channel });
    expect(await client.next()).toEqual({ type: 'subscribed', channel });
    expect(await client.next()).toEqual({ type: 'unsubscribed', channel });
  });

  it('answers a ping with a pong', async () => {
    const client = await helloAs(owner.token);
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
  });

  it('lets go of a dashboard that stopped reading, and keeps sending to the others', async () => {
    const event = await createEvent(t, owner.auth);
    await t.settle();
    const channel = `event.${event.uuid}`;
    const [stalled, reading] = [await helloAs(owner.token), await helloAs(owner.token)];
    for (const client of [stalled, reading]) {
      client.send({ type: 'subscribe', channel });
      expect(await client.next()).toEqual({ type: 'subscribed', channel });
    }
    let stalledGot = 0;
    stalled.socket.on('message', () => stalledGot++);
    let readingGot = 0;
    reading.socket.on('message', () => readingGot++);
    // This client stops reading its socket, as a sleeping laptop's would.
    stalled.socket.pause();
    const change = (n: number) =>
      JSON.stringify({ projection: 'guest_list', event_uuid: event.uuid, ids: [`guest-${n}`], position: String(n), origin_socket_ids: [] });
    // Changes as PostgreSQL's notifications bring them: about 270 bytes each, 27 MB in all, far more than the kernel's
    // buffers hold; a thousand at a time, each thousand once the reading client has them all (it never falls behind).
    const changes = 100_000;
    for (let sent = 0; sent < changes;) {
      for (let i = 0; i < 1_000; i++) t.context.listener.emit(PROJECTION_CHANNEL, change(sent++));
      await expect.poll(() => readingGot, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(sent);
    }
    // Reading again, it finds the connection cut (1006: no close frame) after what was already on its way.
    stalled.socket.resume();
    expect(await stalled.closed).toBe(1006);
    expect(stalledGot).toBeLessThan(changes);
    // The reading dashboard was not let go: it gets the changes after it.
    t.context.listener.emit(PROJECTION_CHANNEL, change(-1));
    expect(await reading.next((m) => m.position === '-1', 15_000)).toMatchObject({ type: 'projection', channel });
    expect(reading.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('POST /api/broadcasting/auth', () => {
  const authorize = (headers: Auth | Record<string, never>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/broadcasting/auth', headers, payload });

  it("authorises the user's own socket on their own event's channel", async () => {
    const event = await createEvent(t, owner.auth);
    await t.settle();
    const { socketId } = await helloAs(owner.token);
    const response = await authorize(owner.auth, { socket_id: socketId, channel_name: `private-event.${event.uuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: `${socketId}:event.${event.uuid}` });
  });

  it("answers 403 for another organisation's event, or another user's socket", async () => {
    const event = await createEvent(t, owner.auth);
    await t.settle();
    const ownerSocket = await helloAs(owner.token);
    const strangerSocket = await helloAs(stranger.token);
    expect((await authorize(stranger.auth, { socket_id: strangerSocket.socketId, channel_name: `event.${event.uuid}` })).statusCode).toBe(403);
    expect((await authorize(stranger.auth, { socket_id: ownerSocket.socketId, channel_name: `event.${event.uuid}` })).statusCode).toBe(403);
  });

  it('answers 401 without credentials and 422 without a socket id', async () => {
    expect((await authorize({}, { socket_id: 'x', channel_name: 'event.x' })).statusCode).toBe(401);
    const invalid = await authorize(owner.auth, { channel_name: 'event.x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ socket_id: ['Socket id is invalid.'] });
  });
});
