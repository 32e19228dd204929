import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { batcherPerKey, ReadBatcher } from '@usher/infra/db/read-batcher';

interface KeyAsk {
  actorKey: string;
  key: string;
}

/**
 * The first answer a scan's Idempotency-Key was given, or null: asked on
 * every scan that does not append (a guest already in), which are most of a
 * busy door's scans. The asks made while one is in flight go together in the
 * next statement (read-batcher.ts); each is read after it was made, so a key
 * stored before the ask is found.
 */
export function firstAnswerOf(db: Db, actorKey: string, key: string): Promise<{ status: number; response: unknown } | null> {
  return answersOf(db).read({ actorKey, key });
}

const answersOf = batcherPerKey((db: Db) => new ReadBatcher((asks: KeyAsk[]) => readAnswers(db, asks)));

async function readAnswers(db: Db, asks: KeyAsk[]) {
  const { rows } = await sql<{ actor_key: string; idempotency_key: string; status: number; response: unknown }>`
    select i.actor_key, i.idempotency_key, i.status, i.response
    from unnest(${asks.map((ask) => ask.actorKey)}::text[], ${asks.map((ask) => ask.key)}::text[]) as k(actor_key, idempotency_key)
    join es_idempotency i on i.actor_key = k.actor_key and i.idempotency_key = k.idempotency_key`.execute(db);
  const found = new Map(rows.map((row) => [JSON.stringify([row.actor_key, row.idempotency_key]), { status: row.status, response: row.response }]));
  return asks.map((ask) => found.get(JSON.stringify([ask.actorKey, ask.key])) ?? null);
}
