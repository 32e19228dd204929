import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres.ts';
import { buildApp } from '../../src/runtime/build-app.ts';
import { createContext, type RunningContext } from '../../src/runtime/create-context.ts';
import { startProjections } from '../../src/runtime/start-projections.ts';
import { readMailConfig } from '../../src/mail/mail-config.ts';
import { createMailTransport } from '../../src/mail/mail-transport.ts';

// A server of its own (the suite's shared one must not be killed), durable as
// the product's is (a throw-away one commits asynchronously, and a kill loses
// its last commits), with the whole product on it: routes, projection runners,
// the mail and webhook followers.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-db-away-'));
let database: EmbeddedDatabase;
let context: RunningContext;
let projections: { stop(): Promise<void> };
let app: FastifyInstance;
let authorization: string;

beforeAll(async () => {
  database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), databaseName: 'usher', notice: () => undefined });
  context = await createContext(database.url, { poolSize: 8 });
  // The real transport, writing to an outbox in the test's directory (nothing here sends mail).
  projections = startProjections(context, { mail: createMailTransport(readMailConfig({ DATA_DIR: dir })) });
  ({ app } = await buildApp(context, { services: { command: true, queryApi: true }, logLevel: 'silent' }));
  await app.ready();
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { first_name: 'A', last_name: 'B', email: 'a@example.com', password: 'correct horse battery staple' },
  });
  authorization = `Bearer ${signup.json().access_token}`;
});

afterAll(async () => {
  await app?.close();
  await projections?.stop();
  await context?.close();
  await database?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const createEvent = (name: string) =>
  app.inject({ method: 'POST', url: '/api/v2/events', headers: { authorization }, payload: { name, starts_date: '2099-01-01', starts_time: '19:00' } });

describe('when PostgreSQL goes away', () => {
  it('answers 503 with a Retry-After, keeps the process up, and serves again once the server is back', async () => {
    const event = () => createEvent('Gala');
    expect((await event()).statusCode).toBe(201);

    process.kill(database.pid()!, 'SIGKILL');
    // The backends outlive their postmaster for a moment, so the first requests may still succeed.
    // Then, until the server is back, every answer is a 503 the client may retry; never a 500.
    let refusals = 0;
    let last = 0;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && !(refusals > 0 && last === 201)) {
      const answer = await event();
      last = answer.statusCode;
      if (last !== 201) {
        refusals++;
        expect(last, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.json()).toMatchObject({ code: 'database_unavailable' });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refusals).toBeGreaterThan(0);
    expect(last).toBe(201);
  });

  it('has projection runners started while the database is away take up their work once it is back', async () => {
    await projections.stop();
    process.kill(database.pid()!, 'SIGKILL');
    // Started at once, while the server is down: their first statements fail.
    projections = startProjections(context, { mail: createMailTransport(readMailConfig({ DATA_DIR: dir })) });
    let created = await createEvent('Started while away');
    const deadline = Date.now() + 30_000;
    while (created.statusCode !== 201 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      created = await createEvent('Started while away');
    }
    expect(created.statusCode, created.body).toBe(201);
    // The runners retry with a backoff: on a busy machine the list may wait past one read-your-write timeout (an answer
    // that says so), so it is asked again until the event is there or the deadline passes.
    let names: string[] = [];
    const listDeadline = Date.now() + 30_000;
    while (!names.includes('Started while away') && Date.now() < listDeadline) {
      const listed = await app.inject({ method: 'GET', url: '/api/v2/events', headers: { authorization, 'x-min-position': String(created.json().position) } });
      if (listed.statusCode === 200) names = listed.json().data.map((event: { name: string }) => event.name);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(names).toContain('Started while away');
  });
});
