import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { readConfig } from '@usher/infra/config';

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  token = (await t.signUp()).token;
});
afterAll(async () => {
  await t.close();
});

/** Opens a real websocket; resolves with the server's first message, or the HTTP status that refused the upgrade. */
function open(path: string, options: WebSocket.ClientOptions = {}): Promise<{ status: number; first?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, options);
    socket.on('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.on('message', (data) => {
      resolve({ status: 101, first: data.toString() });
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

describe('websockets refuse a page of another origin', () => {
  it.each(['/api/v2/ws', '/api/v2/stream/ws'])('%s answers 403 before the upgrade to a foreign or opaque Origin', async (path) => {
    const headers = { authorization: `Bearer ${token}`, cookie: `usher_session=${token}` };
    expect((await open(path, { origin: 'https://evil.example', headers })).status).toBe(403);
    expect((await open(path, { origin: 'null', headers })).status).toBe(403);
    // The same host name on another port is another origin.
    expect((await open(path, { origin: `http://127.0.0.1:${port + 1}`, headers })).status).toBe(403);
  });

  it("lets the product's own pages in: under APP_URL, under the host they were served from, and through the dashboard's dev server", async () => {
    const bearer = { authorization: `Bearer ${token}` };
    const own = await open('/api/v2/ws', { origin: new URL(readConfig().appUrl).origin, headers: bearer });
    expect(own.status).toBe(101);
    expect(JSON.parse(own.first!)).toMatchObject({ type: 'hello' });
    expect((await open('/api/v2/ws', { origin: `http://127.0.0.1:${port}`, headers: bearer })).status).toBe(101);
    // Vite on :5173 proxies /api with changeOrigin false: the Host it forwards is its own.
    expect((await open('/api/v2/ws', { origin: 'http://localhost:5173', headers: { ...bearer, host: 'localhost:5173' } })).status).toBe(101);
  });

  it('lets a client that is not a browser (no Origin) in with its token', async () => {
    const integrator = await open('/api/v2/ws', { headers: { authorization: `Bearer ${token}` } });
    expect(integrator.status).toBe(101);
  });
});
