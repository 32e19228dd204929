import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { batcherPerKey, ReadBatcher } from '@usher/infra/db/read-batcher';
import { plusOnesOfParentsRows } from '@usher/infra/eventstore/log-lookups';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';

export interface ReplyLookups {
  /** The plus-ones ever added to the main guests among them, in the order they were added. */
  plusOneIds: string[];
  /** "Has an account" (the Account column): when a user with a guest's email was created, by lower-cased email. */
  accounts: Map<string, string>;
}

interface LookupAsk {
  eventUuid: string;
  parentIds: string[];
  emails: string[];
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
export async function replyLookups(db: Db, eventUuid: string, guests: { id: string; state: AttendeeState }[]): Promise<ReplyLookups> {
  const parentIds = guests.filter((guest) => !guest.state.parent_attendee_id).map((guest) => guest.id);
  const emails = [...new Set(guests.map((guest) => guest.state.email?.trim().toLowerCase()).filter((email): email is string => !!email))];
  if (parentIds.length === 0 && emails.length === 0) return { plusOneIds: [], accounts: new Map() };
  return lookupsOf(db).read({ eventUuid, parentIds, emails });
}

/** The plus-ones ever added to this main guest in this event, in the order they were added (the door's party). */
export async function plusOnesOf(db: Db, eventUuid: string, mainId: string): Promise<string[]> {
  return (await lookupsOf(db).read({ eventUuid, parentIds: [mainId], emails: [] })).plusOneIds;
}

const lookupsOf = batcherPerKey((db: Db) => new ReadBatcher((asks: LookupAsk[]) => readLookups(db, asks)));

async function readLookups(db: Db, asks: LookupAsk[]): Promise<ReplyLookups[]> {
  const parentIds = [...new Set(asks.flatMap((ask) => ask.parentIds))];
  const emails = [...new Set(asks.flatMap((ask) => ask.emails))];
  const rows = await sql<{ kind: 'plus_one' | 'account'; key: string; parent_id: string | null; event_uuid: string | null; created_at: Date | string | null }>`
    select kind, key, parent_id, event_uuid, created_at from (
      select 'plus_one' as kind, p.id as key, p.parent_id, p.event_uuid, null::timestamptz as created_at, p.transaction_id, p.global_position
      from (${plusOnesOfParentsRows(parentIds)}) p
      union all
      select 'account', lower(email), null, null, created_at, null, null from users where lower(email) = any(${emails}::text[])
    ) found
    order by kind, transaction_id, global_position`.execute(db);
  return asks.map((ask) => {
    const parents = new Set(ask.parentIds);
    const wanted = new Set(ask.emails);
    const plusOneIds: string[] = [];
    const accounts = new Map<string, string>();
    for (const row of rows.rows) {
      // A plus-one is always of its main guest's event; the event is checked as plusOneIdsEverAdded checks it.
      if (row.kind === 'plus_one' && parents.has(row.parent_id!) && row.event_uuid === ask.eventUuid) plusOneIds.push(row.key);
      else if (row.kind === 'account' && wanted.has(row.key)) accounts.set(row.key, new Date(row.created_at!).toISOString());
    }
    return { plusOneIds, accounts };
  });
}
