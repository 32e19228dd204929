import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { appendEach, engineMetadata, messageStatusChange } from './engine-appends.ts';
import type { EventTenants } from './event-tenants.ts';
import type { ClaimedMessage } from './compose-outbound-message.ts';
import { APPEND_CHUNK } from './alert-dispatcher.ts';

export interface ClaimableMessage {
  id: string;
  event_uuid: string;
  alert_id: string;
  attendee_id: string | null;
  email: string;
  version: number;
  attempts: number;
  status: string;
}

export interface ClaimQuery {
  now: Date;
  /** When this leader started (database time): a message left 'sending' before it was left by a run that is gone. */
  leaderSince: Date;
  limit: number;
  /** Events whose lane is full: their messages wait in the table, not in memory. */
  excludeEvents: readonly string[];
  /**
   * Messages this sender moved to a version the read model may not show yet
   * (claimed, sent…): a row below that version is not claimable, whatever it says.
   */
  movedTo: ReadonlyMap<string, number>;
}

/**
 * Messages due to be sent, oldest due first, along the pending index: made
 * (accepted, or scheduled) for an alert that has been dispatched, or
 * deferred and due again; and those a run that is gone left 'sending' —
 * which may have reached the server before that run died, so they are sent
 * again with the same Message-ID (the window is the time between the
 * server's 250 and the commit of 'sent': a few milliseconds per message,
 * at most a batch of them). A message 'sending' for ten minutes is an orphan
 * too (a claim whose append's outcome this leader never learnt); the caller
 * leaves out the ones it is sending itself.
 */
export async function findClaimable(db: Db, query: ClaimQuery): Promise<ClaimableMessage[]> {
  const now = query.now.toISOString();
  const ids = [...query.movedTo.keys()];
  const versions = [...query.movedTo.values()];
  // An anti-join (hashed) rather than a lookup per row: the list holds a minute of sending.
  const moved = sql<{ id: string; version: number }>`(select * from unnest(${ids}::uuid[], ${versions}::int[]) as u(id, version))`.as('moved');
  let rows = db
    .selectFrom('rm_outbound_messages as m')
    .innerJoin('rm_alerts as a', 'a.id', 'm.alert_id')
    .leftJoin(moved, 'moved.id', 'm.id')
    .select(['m.id', 'm.event_uuid', 'm.attendee_id', 'm.email', 'm.version', 'm.attempts', 'm.status'])
    .select((eb) => eb.ref('m.alert_id').$notNull().as('alert_id'))
    .where('m.status', 'in', ['accepted', 'scheduled', 'queued', 'sending'])
    .where(sql<boolean>`coalesce(m.retry_at, m.due_at) <= ${now}::timestamptz`)
    .where((eb) =>
      eb.or([
        eb('m.status', 'in', ['accepted', 'scheduled']),
        eb.and([eb('m.status', '=', 'queued'), eb('m.retry_at', '<=', query.now)]),
        eb.and([
          eb('m.status', '=', 'sending'),
          eb.or([eb('m.status_at', '<', query.leaderSince), eb('m.status_at', '<', sql<Date>`now() - interval '10 minutes'`)]),
        ]),
      ]),
    )
    .where((eb) => eb.or([eb('moved.id', 'is', null), eb('moved.version', '<=', eb.ref('m.version'))]))
    // A round's messages go once its dispatch is recorded: an alert taken back meanwhile sends none.
    .where('a.status', '<>', 'deleted')
    .where(sql<boolean>`a.dispatched_round >= m.round`)
    .orderBy(sql`coalesce(m.retry_at, m.due_at)`)
    .limit(query.limit);
  if (query.excludeEvents.length > 0) rows = rows.where(sql<boolean>`m.event_uuid <> all(${[...query.excludeEvents]}::uuid[])`);
  return rows.execute();
}

/**
 * Claims messages by appending 'sending' at the version each row shows: a
 * stream that moved since (another sender claimed it, a report came in, the
 * read model lags behind) refuses, and that message is simply not ours.
 */
export async function claimMessages(store: EventStore, tenants: EventTenants, rows: ClaimableMessage[], now: Date): Promise<ClaimedMessage[]> {
  const requests = [];
  for (const row of rows) {
    const metadata = engineMetadata(await tenants.of(row.event_uuid), now);
    const retried = row.status === 'sending' ? 'Sent again: the run that was sending it stopped before the server’s answer was recorded.' : null;
    requests.push(
      messageStatusChange(
        { event_uuid: row.event_uuid, message_id: row.id, alert_id: row.alert_id, attendee_id: row.attendee_id, status: 'sending', detail: retried },
        row.version,
        metadata,
      ),
    );
  }
  const { appended } = await appendEach(store, requests, APPEND_CHUNK);
  const claimed = new Set(appended.map((request) => request.streamId));
  return rows
    .filter((row) => claimed.has(streamIds.outboundMessage(row.id)))
    .map((row) => ({
      id: row.id,
      event_uuid: row.event_uuid,
      alert_id: row.alert_id,
      attendee_id: row.attendee_id,
      email: row.email,
      version: row.version + 1,
      tries: row.attempts + 1,
    }));
}
