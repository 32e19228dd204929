import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { PREPARED } from '@usher/infra/db/prepared-statements';
import { batcherPerKey, ReadBatcher } from '@usher/infra/db/read-batcher';
import { plusOnesOfParentsRows, streamHeadsRows } from '@usher/infra/eventstore/log-lookups';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';

export interface ReplyLookups {
  /** The plus-ones ever added to the main guests among them, in the order they were added. */
  plusOneIds: string[];
  /** "Has an account" (the Account column): when a user with a guest's email was created, by lower-cased email. */
  accounts: Map<string, string>;
  /** The first answer to the ask's answerKey, when it asked for one and one is stored. */
  answer?: FirstAnswer;
  /** Each asked stream's head: its last event's position (0 for an empty stream), for kept folds (kept-folds.ts). */
  heads: Map<string, number>;
}

interface LookupAsk {
  eventUuid: string;
  parentIds: string[];
  emails: string[];
  /** A door scan's Idempotency-Key, whose first answer rides along (scanner/replayed-scans.ts). */
  answerKey?: AnswerKey;
  /** Streams whose heads ride along: the reply's kept folds answer without a read of their own when they stand there. */
  heads?: string[];
}

/** An Idempotency-Key in its actor's namespace. */
export interface AnswerKey {
  actorKey: string;
  key: string;
}

/** The first answer given to a key: what es_idempotency keeps of it. */
export interface FirstAnswer {
  status: number;
  response: unknown;
}

/**
 * What a guest's reply needs from outside the guest's own stream: each
 * statement a check-in sends costs the door's throughput (issue 31), so the
 * two lookups go in one statement, and the lookups of requests made while
 * one is in flight go together in the next (read-batcher.ts): twenty
 * scanners' check-ins ask one statement, not twenty.
 *
 * The plus-ones are those log-lookups.ts's plusOneIdsEverAdded finds. The users row is written in the
 * transaction that appends UserRegistered, whose time the guest list shows.
 */
export async function replyLookups(db: Db, eventUuid: string, guests: { id: string; state: AttendeeState }[], heads: string[] = []): Promise<ReplyLookups> {
  const parentIds = guests.filter((guest) => !guest.state.parent_attendee_id).map((guest) => guest.id);
  const emails = [...new Set(guests.map((guest) => guest.state.email?.trim().toLowerCase()).filter((email): email is string => !!email))];
  if (parentIds.length === 0 && emails.length === 0 && heads.length === 0) return { plusOneIds: [], accounts: new Map(), heads: new Map() };
  return lookupsOf(db).read({ eventUuid, parentIds, emails, heads });
}

/** The plus-ones ever added to this main guest in this event, in the order they were added (the door's party). */
export async function plusOnesOf(db: Db, eventUuid: string, mainId: string): Promise<string[]> {
  return (await lookupsOf(db).read({ eventUuid, parentIds: [mainId], emails: [] })).plusOneIds;
}

/**
 * plusOnesOf, and in the same statement the first answer stored for a door
 * scan's key (null when none is): a scan of a guest already in needs it, and
 * asked after the refusal it was a statement and a round trip of its own.
 */
export async function plusOnesAndAnswerOf(
  db: Db,
  eventUuid: string,
  mainId: string,
  answerKey: AnswerKey,
): Promise<{ plusOneIds: string[]; answer: FirstAnswer | null }> {
  const found = await lookupsOf(db).read({ eventUuid, parentIds: [mainId], emails: [], answerKey });
  return { plusOneIds: found.plusOneIds, answer: found.answer ?? null };
}

const lookupsOf = batcherPerKey((db: Db) => new ReadBatcher((asks: LookupAsk[]) => readLookups(db, asks)));

async function readLookups(db: Db, asks: LookupAsk[]): Promise<ReplyLookups[]> {
  const parentIds = [...new Set(asks.flatMap((ask) => ask.parentIds))];
  const emails = [...new Set(asks.flatMap((ask) => ask.emails))];
  const keys = asks.flatMap((ask) => (ask.answerKey ? [ask.answerKey] : []));
  const headIds = [...new Set(asks.flatMap((ask) => ask.heads ?? []))];
  // An answer's row: its key as `key`, its actor's namespace as `parent_id`. A head's: its stream as `key`, its position as `status`.
  const rows = await sql<{
    kind: 'plus_one' | 'account' | 'answer' | 'head';
    key: string;
    parent_id: string | null;
    event_uuid: string | null;
    created_at: Date | string | null;
    status: number | null;
    response: unknown;
  }>`${PREPARED}
    select kind, key, parent_id, event_uuid, created_at, status, response from (
      select 'plus_one' as kind, p.id as key, p.parent_id, p.event_uuid, null::timestamptz as created_at, null::int as status, null::jsonb as response,
        p.transaction_id, p.global_position
      from (${plusOnesOfParentsRows(parentIds)}) p
      union all
      select 'account', lower(email), null, null, created_at, null, null, null, null from users where lower(email) = any(${emails}::text[])
      union all
      select 'answer', i.idempotency_key, i.actor_key, null, null, i.status, i.response, null, null
      from unnest(${keys.map((k) => k.actorKey)}::text[], ${keys.map((k) => k.key)}::text[]) as k(actor_key, idempotency_key)
      join es_idempotency i on i.actor_key = k.actor_key and i.idempotency_key = k.idempotency_key
      union all
      select 'head', h.stream_id, null, null, null, h.head, null, null, null from (${streamHeadsRows(headIds)}) h
    ) found
    order by kind, transaction_id, global_position`.execute(db);
  return asks.map((ask) => {
    const parents = new Set(ask.parentIds);
    const wanted = new Set(ask.emails);
    const wantedHeads = new Set(ask.heads);
    const plusOneIds: string[] = [];
    const accounts = new Map<string, string>();
    const heads = new Map<string, number>();
    let answer: FirstAnswer | undefined;
    for (const row of rows.rows) {
      if (row.kind === 'head') {
        if (wantedHeads.has(row.key)) heads.set(row.key, row.status!);
        continue;
      }
      if (row.kind === 'answer') {
        if (ask.answerKey && row.key === ask.answerKey.key && row.parent_id === ask.answerKey.actorKey)
          answer = { status: row.status!, response: row.response };
        continue;
      }
      // A plus-one is always of its main guest's event; the event is checked as plusOneIdsEverAdded checks it.
      if (row.kind === 'plus_one' && parents.has(row.parent_id!) && row.event_uuid === ask.eventUuid) plusOneIds.push(row.key);
      else if (row.kind === 'account' && wanted.has(row.key)) accounts.set(row.key, new Date(row.created_at!).toISOString());
    }
    return { plusOneIds, accounts, heads, ...(answer && { answer }) };
  });
}
