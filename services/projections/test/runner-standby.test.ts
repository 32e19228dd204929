import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import { connectDatabase, type DatabaseHandle } from '@usher/infra/db/database';
import { PgListener } from '@usher/infra/db/pg-listener';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import { ProjectionRunner } from '../src/runner/projection-runner.ts';
import { runAsLeader, type LeadershipTerm } from '../src/runner/advisory-locks.ts';
import type { Projection } from '../src/runner/projection.ts';
import { resetCheckpoint } from '../src/runner/checkpoints.ts';

// Two "processes": each its own pool, listener and store over one database.
let database: DatabaseHandle;
let second: DatabaseHandle;
const listeners: PgListener[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 3 });
  second = connectDatabase(database.url, { max: 3 });
});
afterAll(async () => {
  for (const listener of listeners) await listener.close();
  await second.destroy();
  await database.destroy();
});

function startProcess(handle: DatabaseHandle, applied: string[], name: string) {
  const listener = new PgListener(database.url);
  listeners.push(listener);
  const store = new PostgresEventStore(handle.db, listener);
  const projection: Projection = {
    name,
    tables: [],
    handles: ['EventArchived'],
    async apply(_trx, event) {
      applied.push(event.streamId);
      return null;
    },
  };
  return { store, runner: new ProjectionRunner(handle.db, store, projection) };
}

const archived = () => ({
  type: 'EventArchived',
  schemaVersion: 1,
  data: {},
  metadata: {
    actor: { type: 'system' as const, id: null, name: null },
    event_uuid: null,
    organisation_id: null,
    correlation_id: randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'test',
  },
});

const until = (condition: () => boolean, timeoutMs?: number) => untilAsync(async () => condition(), timeoutMs);

async function untilAsync(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('projection runners across processes', () => {
  it('lets one process work while the other stands by, and hands over when it stops', async () => {
    const name = `standby_${randomUUID().slice(0, 8)}`;
    const byFirst: string[] = [];
    const bySecond: string[] = [];
    const first = startProcess(database, byFirst, name);
    const other = startProcess(second, bySecond, name);
    first.runner.start();
    // The other starts only once the first holds the lock (a fixed pause lost that race on a busy machine).
    await untilAsync(
      async () =>
        (
          await sql<{
            held: number;
          }>`select count(*)::int as held from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`.execute(
            database.db,
          )
        ).rows[0]!.held === 1,
    );
    other.runner.start();

    await first.store.append([{ streamId: `event-${randomUUID()}`, expectedVersion: 0, events: [archived()] }]);
    await until(() => byFirst.length === 1);
    expect(bySecond).toEqual([]);

    await first.runner.stop();
    const later = `event-${randomUUID()}`;
    await other.store.append([{ streamId: later, expectedVersion: 0, events: [archived()] }]);
    // The standby retries its lock every 2 s, then carries on from the shared checkpoint.
    await until(() => bySecond.length === 1);
    expect(bySecond).toEqual([later]);
    expect(byFirst).toHaveLength(1);
    await other.runner.stop();
  });

  it('elects a leader again when the session holding the lock goes (a failover): one works, the other stands by', async () => {
    const name = `reelect_${randomUUID().slice(0, 8)}`;
    const byFirst: string[] = [];
    const bySecond: string[] = [];
    const first = startProcess(database, byFirst, name);
    const other = startProcess(second, bySecond, name);
    const lockHolders = async () =>
      (
        await sql<{ pid: number }>`
          select pid from pg_locks
          where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`.execute(database.db)
      ).rows.map((row) => row.pid);
    first.runner.start();
    await untilAsync(async () => (await lockHolders()).length === 1);
    other.runner.start();
    // (The log holds the first test's events too: this projection, new, applies them as well.)
    const early = `event-${randomUUID()}`;
    await first.store.append([{ streamId: early, expectedVersion: 0, events: [archived()] }]);
    await until(() => byFirst.includes(early));

    // The leader's lock session is cut, as a failover cuts every session of the old primary.
    const [holder] = await lockHolders();
    await sql`select pg_terminate_backend(${holder})`.execute(second.db);
    // Within a heartbeat (2 s) the old term ends, and one of the two takes the lock on a new session.
    await untilAsync(async () => {
      const holders = await lockHolders();
      return holders.length === 1 && holders[0] !== holder;
    }, 15_000);
    const next = `event-${randomUUID()}`;
    await other.store.append([{ streamId: next, expectedVersion: 0, events: [archived()] }]);
    await until(() => byFirst.includes(next) || bySecond.includes(next), 15_000);
    // Exactly one applied it: the other stood by.
    expect([...byFirst, ...bySecond].filter((id) => id === next)).toHaveLength(1);
    await first.runner.stop();
    await other.runner.stop();
  });

  it("ends a leader's term when its lock's session goes, and leads again on a new session", async () => {
    const key = `usher:test:${randomUUID()}`;
    const terms: LeadershipTerm[] = [];
    let stop = false;
    const leading = runAsLeader(
      database.db,
      key,
      () => stop,
      async (term) => {
        terms.push(term);
        // Leads until stopped or until its term ends, as the reactor's loops do.
        while (!stop && !term.ended) await new Promise((resolve) => setTimeout(resolve, 20));
      },
    );
    await until(() => terms.length === 1);
    const [holder] = (
      await sql<{ pid: number }>`
        select pid from pg_locks where locktype = 'advisory' and granted and objid = hashtext(${key})::oid`.execute(database.db)
    ).rows.map((row) => row.pid);
    expect(holder).toBeDefined();
    await sql`select pg_terminate_backend(${holder})`.execute(second.db);
    await until(() => terms[0]!.ended, 10_000);
    await until(() => terms.length === 2, 10_000);
    expect(terms[1]!.ended).toBe(false);
    stop = true;
    await leading;
  });

  it('after the database went away, carries on from the checkpoint the server holds, not the one it remembers', async () => {
    // A promoted standby may hold an older checkpoint than the runner last committed (projections commit asynchronously).
    const name = `reread_${randomUUID().slice(0, 8)}`;
    const applied: string[] = [];
    const own = connectDatabase(database.url, { max: 2 });
    const process = startProcess(own, applied, name);
    process.runner.start();
    const first = `event-${randomUUID()}`;
    await process.store.append([{ streamId: first, expectedVersion: 0, events: [archived()] }]);
    await until(() => applied.includes(first));
    const position = (
      await sql<{ transaction_id: string; global_position: string }>`
        select transaction_id::text, global_position::text from es_events where stream_id = ${first}`.execute(second.db)
    ).rows[0]!;
    // The server now holds the checkpoint of just before the first event, and every session of the runner's is cut.
    await resetCheckpoint(second.db, name, { transactionId: position.transaction_id, globalPosition: String(BigInt(position.global_position) - 1n) });
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(second.db);
    // Nothing new is appended: the runner, meeting the cut sessions on its next read, must itself find the first event to apply again.
    await until(() => applied.filter((id) => id === first).length === 2, 15_000);
    await process.runner.stop();
    await own.destroy();
  });
});
