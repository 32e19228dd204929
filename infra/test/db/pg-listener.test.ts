import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres.ts';
import { PgListener } from '../../src/db/pg-listener.ts';

// A server of its own: this test kills it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-listener-'));
let database: EmbeddedDatabase;
let listener: PgListener;

beforeAll(async () => {
  database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), databaseName: 'usher', ephemeral: true, notice: () => undefined });
  listener = new PgListener(database.url);
});

afterAll(async () => {
  await listener?.close();
  await database?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A statement from another session, as another process (or an operator) sends it. */
async function runElsewhere(statement: string, parameters: unknown[] = [], database_ = 'usher'): Promise<pg.QueryResult> {
  const url = new URL(database.url);
  url.pathname = `/${database_}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.query(statement, parameters);
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('the LISTEN connection', () => {
  it('listens again by itself after its server was killed', async () => {
    await listener.listen('usher_test');
    const reconnected = new Promise<void>((resolve) => listener.once('reconnected', () => resolve()));
    process.kill(database.pid()!, 'SIGKILL');
    // Nothing is asked of the listener meanwhile: it must come back on its own.
    await reconnected;
    const heard = new Promise<string>((resolve) => listener.once('usher_test', resolve));
    await runElsewhere('select pg_notify($1, $2)', ['usher_test', 'after the restart']);
    expect(await heard).toBe('after the restart');
  });

  it('keeps trying while the server refuses it, and listens again once it is let in', async () => {
    await listener.listen('usher_test');
    await runElsewhere('alter database usher with allow_connections false', [], 'postgres');
    const reconnected = new Promise<void>((resolve) => listener.once('reconnected', () => resolve()));
    await runElsewhere("select pg_terminate_backend(pid) from pg_stat_activity where datname = 'usher' and query ilike 'listen %'", [], 'postgres');
    // Several attempts fail meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await runElsewhere('alter database usher with allow_connections true', [], 'postgres');
    await reconnected;
    const heard = new Promise<string>((resolve) => listener.once('usher_test', resolve));
    await runElsewhere('select pg_notify($1, $2)', ['usher_test', 'let in again']);
    expect(await heard).toBe('let in again');
  });

  it('sends notifications asked at once, several to a statement, each heard once and in the order asked', async () => {
    await listener.listen('usher_test');
    const heard: string[] = [];
    const hear = (payload: string) => heard.push(payload);
    listener.on('usher_test', hear);
    try {
      const payloads = Array.from({ length: 250 }, (_, index) => `change ${index}`);
      await Promise.all(payloads.map((payload) => listener.notify('usher_test', payload)));
      const deadline = Date.now() + 10_000;
      while (heard.length < payloads.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(payloads);
    } finally {
      listener.off('usher_test', hear);
    }
  });
});
