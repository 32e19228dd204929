import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@usher/infra/testing/test-database';
import type { Db, DatabaseHandle } from '@usher/infra/db/database';
import { LOG_START } from '@usher/infra/eventstore/types';
import { advanceCheckpoint, readCheckpoint } from '../src/runner/checkpoints.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), { max: 2 });
});
afterAll(async () => {
  await database.destroy();
});

const synchronousCommit = async (trx: Db) =>
  (await sql<{ setting: string }>`select current_setting('synchronous_commit') as setting`.execute(trx)).rows[0]!.setting;
const at = (globalPosition: string) => ({ transactionId: '1', globalPosition });

/** Moves the checkpoint in a transaction that starts waiting for the disk (test servers may not), and says how it would commit. */
const advanceIn = (name: string, from: ReturnType<typeof at>, to: ReturnType<typeof at>, commit?: 'durable' | 'asynchronous') =>
  database.db.transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = on`.execute(trx);
    const moved = await advanceCheckpoint(trx, name, from, to, commit);
    return { moved, setting: await synchronousCommit(trx) };
  });

describe('a checkpoint moved in a batch transaction', () => {
  it('moves only from where its runner read it, and commits without waiting for the disk only when asked', async () => {
    const name = `checkpoint_${randomUUID().slice(0, 8)}`;
    expect(await readCheckpoint(database.db, name)).toEqual(LOG_START);

    const serverSetting = await synchronousCommit(database.db);
    expect(await advanceIn(name, LOG_START, at('5'), 'asynchronous')).toEqual({ moved: true, setting: 'off' });
    expect(await readCheckpoint(database.db, name)).toEqual(at('5'));
    // The setting was the transaction's own.
    expect(await synchronousCommit(database.db)).toBe(serverSetting);

    // Another runner's position: nothing moves, and the transaction's setting is left as it was.
    expect(await advanceIn(name, LOG_START, at('9'), 'asynchronous')).toEqual({ moved: false, setting: 'on' });

    expect(await advanceIn(name, at('5'), at('7'))).toEqual({ moved: true, setting: 'on' });
    expect(await readCheckpoint(database.db, name)).toEqual(at('7'));
  });
});
