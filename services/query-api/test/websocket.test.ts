import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let base: string;
let owner: { auth: Auth; token: string };
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

async function helloAs(token: string) {
  const client = connect(`${base}?access_token=${token}`);
  const hello = await client.next((m) => m.type === 'hello');
  return { ...client, socketId: hello.socket_id as string };
}

describe('websocket /api/v2/ws', () => {
  it('greets a client authenticated by ?access_token= with its socket id', async () => {
    const client = await helloAs(owner.token);
    expect(client.socketId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts the session cookie too', async () => {
    const client = connect(base, { headers: { cookie: `usher_session=${owner.token}` } });
    expect(await client.next()).toMatchObject({ type: 'hello', socket_id: expect.any(String) });
  });

  it('closes the connection of an unauthenticated client with 4401', async () => {
    expect(await connect(base).closed).toBe(4401);
    expect(await connect(`${base}?access_token=not-a-token`).closed).toBe(4401);
  });

  it("pushes a guest_list projection message for another client's check-in, naming that client's socket", async () => {
    const event = await createEvent(t, owner.auth);
    const [guest] = await addGuests(t, owner.auth, event.uuid, [{ first_name: 'John' }]);
    await t.settle();
    const watcher = await helloAs(owner.token);
    const channel = `event.${event.uuid}`;
    watcher.send({ type: 'subscribe', channel });
    expect(await watcher.next()).toEqual({ type: 'subscribed', channel });

    const checkIn = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest!.id}/check-in`, headers: { ...owner.auth, 'x-socket-id': 'scanner-tab' } });
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

  it('answers a ping with a pong', async () => {
    const client = await helloAs(owner.token);
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
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
