import { sql } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import { plusOnesEverAddedRows } from '@usher/infra/eventstore/log-lookups';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';

export interface ReplyLookups {
  /** The plus-ones ever added to the main guests among them, in the order they were added. */
  plusOneIds: string[];
  /** "Has an account" (the Account column): when a user with a guest's email was created, by lower-cased email. */
  accounts: Map<string, string>;
}

/**
 * What a guest's reply needs from outside the guest's own stream, in one
 * round trip: each statement a check-in sends costs the door's throughput
 * (issue 31), and these two are asked together on every reply.
 *
 * The plus-ones are read as log-lookups.ts's plusOneIdsEverAdded reads them. The users row is written in the
 * transaction that appends UserRegistered, whose time the guest list shows.
 */
export async function replyLookups(db: Db, eventUuid: string, guests: { id: string; state: AttendeeState }[]): Promise<ReplyLookups> {
  const parentIds = guests.filter((guest) => !guest.state.parent_attendee_id).map((guest) => guest.id);
  const emails = [...new Set(guests.map((guest) => guest.state.email?.trim().toLowerCase()).filter((email): email is string => !!email))];
  if (parentIds.length === 0 && emails.length === 0) return { plusOneIds: [], accounts: new Map() };
  const rows = await sql<{ kind: 'plus_one' | 'account'; key: string; created_at: Date | string | null }>`
    select kind, key, created_at from (
      select 'plus_one' as kind, p.id as key, null::timestamptz as created_at, p.transaction_id, p.global_position
      from (${plusOnesEverAddedRows(eventUuid, parentIds)}) p
      union all
      select 'account', lower(email), created_at, null, null from users where lower(email) = any(${emails}::text[])
    ) found
    order by kind, transaction_id, global_position`.execute(db);
  const plusOneIds: string[] = [];
  const accounts = new Map<string, string>();
  for (const row of rows.rows) {
    if (row.kind === 'plus_one') plusOneIds.push(row.key);
    else accounts.set(row.key, new Date(row.created_at!).toISOString());
  }
  return { plusOneIds, accounts };
}
