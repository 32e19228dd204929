import { toDomainEvent, type DomainEvent, guestOfStream } from '@usher/events';
import type { Database } from '@usher/infra/db/schema';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { sql, type Insertable } from 'kysely';
import type { Db } from '@usher/infra/db/database';
import type { BatchState, Projection, ProjectionChange, RebuildMemory } from '../runner/projection.ts';
import { KeyIds } from '../runner/key-ids.ts';
import { insertRows } from '../runner/insert-rows.ts';
import { bufferIn } from '../runner/row-buffer.ts';
import { describe } from './activity-descriptions.ts';
import { forgetGuestInFeed } from './forgotten-guest-entries.ts';
import { forgetActorInFeed } from './deleted-actor-entries.ts';

/**
 * The activity feed: one entry per change to an event or its guests, named
 * as they were at the time, plus who has read which entry.
 */
export const activityFeedProjection: Projection = {
  name: 'activity_feed',
  tables: ['rm_activity_logs', 'rm_activity_reads', 'rm_activity_attendee_names'],
  // A rebuild finds the groups it began in its memory (begunGroups).
  rebuildIndexesLast: ['rm_activity_logs_group_hash'],
  handles: [
    'EventCreated',
    'EventUpdated',
    'EventLocationChanged',
    'EventArchived',
    'EventRestored',
    'AttendeeAdded',
    'AttendeeDetailsChanged',
    'AttendeeRemoved',
    'AttendeeCheckedIn',
    'AttendeeCheckInUndone',
    'AttendeeRsvpSet',
    'AttendeeApprovalSet',
    'ActivityLogRead',
    'AttendeeInvited',
    'AttendeeInvitationLinkClicked',
    'CheckInAlertSet',
    'GuestAlertTriggered',
    'AttendeeForgotten',
    'UserAccountDeleted',
    'TicketTransferRequested',
    'TicketTransferAccepted',
    'TicketTransferDeclined',
    'TicketTransferApproved',
    'TicketTransferRejected',
    'TicketTransferCanceled',
    'TicketTransferCompleted',
    'HostGroupSendsLimited',
  ],

  apply(trx, stored, batch) {
    // Erasure: entries that named the guest are written again without them.
    if (stored.type === 'AttendeeForgotten') return forgetGuestInFeed(trx, stored, guestNames(batch), pendingEntries(batch).values());
    if (stored.type === 'UserAccountDeleted') return forgetActor(trx, stored, batch);
    const event = toDomainEvent(stored);
    if (event.type === 'ActivityLogRead') return recordRead(trx, stored, event);
    const attendeeId = guestIdOf(stored);
    const eventUuid = stored.metadata.event_uuid ?? ('event_uuid' in event.data ? String(event.data.event_uuid) : null);
    if (!eventUuid) return null;
    const guest = attendeeId ? rememberGuestName(batch, attendeeId, event) : 'a guest';
    const actor = stored.metadata.actor.name ?? 'Someone';
    const single = describe(event, actor, guest);
    if (!single) return null;
    const description = single + fromWhere(stored);
    const groupKey = groupKeyOf(stored);
    const entries = pendingEntries(batch);
    const group = groupKey ? entries.get(groupKey) : undefined;
    if (group) {
      // Another guest of the same bulk change: the entry counts them instead of naming one.
      group.item_count += 1;
      group.attendee_id = null;
      group.description = describe(event, actor, `${group.item_count.toLocaleString('en-US')} guests`)! + fromWhere(stored);
      return { event_uuid: eventUuid, id: group.id, socket_id: stored.metadata.socket_id };
    }
    if (groupKey) (batch.get(BEGUN_GROUPS) as KeyIds | undefined)?.set(groupKey, stored.eventId);
    entries.set(groupKey ?? stored.eventId, {
      id: stored.eventId,
      event_uuid: eventUuid,
      type: stored.type,
      description,
      actor_id: stored.metadata.actor.id,
      actor_name: stored.metadata.actor.name,
      attendee_id: attendeeId,
      global_position: stored.globalPosition,
      created_at: stored.recordedAt,
      group_key: groupKey,
      item_count: 1,
    });
    return { event_uuid: eventUuid, id: stored.eventId, socket_id: stored.metadata.socket_id };
  },

  async prepare(trx, events, batch, memory) {
    // A guest being added brings their name; only guests already known need theirs loaded.
    const attendeeIds = events
      .filter((e) => e.type !== 'AttendeeAdded')
      .map(guestIdOf)
      .filter((id): id is string => id !== null);
    await guestNames(batch).load(trx, attendeeIds);
    // Entries of bulk changes begun in an earlier batch carry on counting.
    const groupKeys = events.map(groupKeyOf).filter((key): key is string => key !== null);
    if (groupKeys.length === 0) return;
    const started = memory ? await begunInThisRebuild(trx, groupKeys, begunGroups(memory, batch)) : await begunBefore(trx, [...new Set(groupKeys)]);
    const entries = pendingEntries(batch);
    for (const entry of started) entries.set(entry.group_key!, { ...entry, global_position: String(entry.global_position), stored: true });
  },

  // New entries are copied in; a bulk change's entry begun earlier is rewritten with its new count.
  async flush(trx, batch) {
    await guestNames(batch).flush(trx);
    const entries = [...pendingEntries(batch).values()];
    await insertRows(
      trx,
      'rm_activity_logs',
      entries.filter((entry) => !entry.stored),
    );
    const continued = entries.filter((entry) => entry.stored);
    if (continued.length === 0) return;
    await sql`
      update rm_activity_logs as l set description = c.description, attendee_id = c.attendee_id, item_count = c.item_count
      from jsonb_to_recordset(${JSON.stringify(continued)}::jsonb) as c(id uuid, description text, attendee_id uuid, item_count int)
      where l.id = c.id`.execute(trx);
  },
};

/** A deleted account's name leaves the feed (a statement over the table, and the batch's own entries). */
async function forgetActor(trx: Db, stored: StoredEvent, batch: BatchState): Promise<null> {
  await forgetActorInFeed(trx, stored.data.user_id as string, pendingEntries(batch).values());
  return null;
}

/** Who has read an entry: written at once, the feed's one change that is not an entry. */
async function recordRead(trx: Db, stored: StoredEvent, event: Extract<DomainEvent, { type: 'ActivityLogRead' }>): Promise<ProjectionChange | null> {
  await trx
    .insertInto('rm_activity_reads')
    .values({ log_id: event.data.log_id, user_id: event.data.user_id, read_at: event.data.read_at })
    .onConflict((oc) => oc.columns(['log_id', 'user_id']).doNothing())
    .execute();
  return stored.metadata.event_uuid ? { event_uuid: stored.metadata.event_uuid, id: event.data.log_id, socket_id: stored.metadata.socket_id } : null;
}

/** An entry as the batch holds it; `stored` marks one begun in an earlier batch. */
type LogRow = Insertable<Database['rm_activity_logs']> & { item_count: number; group_key: string | null; stored?: boolean };

/** This batch's entries, by group key (bulk changes) or event id (the rest). */
function pendingEntries(batch: BatchState): Map<string, LogRow> {
  let entries = batch.get('activity_feed.entries') as Map<string, LogRow> | undefined;
  if (!entries) batch.set('activity_feed.entries', (entries = new Map()));
  return entries;
}

/**
 * Guests changed by one command (a bulk RSVP, an upload) share its correlation
 * id: the feed shows one entry for them, 'Ana set the RSVP of 50,000 guests to
 * Yes', not fifty thousand lines. Changes to anything but a guest stay single.
 */
/** The guest an entry is about: its stream's, or the one a notice about them names. */
function guestIdOf(stored: StoredEvent): string | null {
  if (stored.type === 'GuestAlertTriggered' || stored.type === 'HostGroupSendsLimited') return (stored.data as { attendee_id: string }).attendee_id;
  return guestOfStream(stored.streamId);
}

function groupKeyOf(stored: StoredEvent): string | null {
  if (!guestOfStream(stored.streamId)) return null;
  return `${stored.type}:${stored.metadata.actor.id ?? ''}:${stored.metadata.correlation_id}`;
}

/** The entries of these groups in the live table: through the index of the keys' hashes (migration 029), then the keys themselves. */
function begunBefore(trx: Db, groupKeys: string[]) {
  return trx
    .selectFrom('rm_activity_logs')
    .selectAll()
    .where(sql<boolean>`md5(group_key)::uuid = any(array(select md5(k)::uuid from unnest(${groupKeys}::text[]) as k))`)
    .where('group_key', '=', sql<string>`any(${groupKeys}::text[])`)
    .execute();
}

/**
 * The entries of these groups a rebuild has written: by the ids it remembers
 * for their keys, as the table's index of the keys is built only at its end.
 * An id of a batch rolled back finds no row, and its group begins anew.
 */
async function begunInThisRebuild(trx: Db, groupKeys: string[], begun: KeyIds) {
  // Most keys of a rebuild's batch are new: looked up one by one, and only those found are deduplicated.
  const found = new Map<string, string>();
  for (const key of groupKeys) {
    if (found.has(key)) continue;
    const id = begun.get(key);
    if (id !== undefined) found.set(key, id);
  }
  if (found.size === 0) return [];
  return trx
    .selectFrom('rm_activity_logs')
    .selectAll()
    .where('id', '=', sql<string>`any(${[...found.values()]}::uuid[])`)
    .where('group_key', '=', sql<string>`any(${[...found.keys()]}::text[])`)
    .execute();
}

const BEGUN_GROUPS = 'activity_feed.begun_groups';

/** The entry each group key this rebuild has written went to, kept for the whole rebuild and lent to each batch. */
function begunGroups(memory: RebuildMemory, batch: BatchState): KeyIds {
  let begun = memory.get(BEGUN_GROUPS) as KeyIds | undefined;
  if (!begun) memory.set(BEGUN_GROUPS, (begun = new KeyIds()));
  batch.set(BEGUN_GROUPS, begun);
  return begun;
}

const UPLOAD_SOURCE = 'upload ';

/** ' from guests.csv' for a change an upload made. */
function fromWhere(stored: StoredEvent): string {
  const source = stored.metadata.source;
  return source?.startsWith(UPLOAD_SOURCE) ? ` from ${source.slice(UPLOAD_SOURCE.length)}` : '';
}

type GuestName = { attendee_id: string; first_name: string; last_name: string };

const guestNames = (batch: BatchState) => bufferIn<GuestName>(batch, 'rm_activity_attendee_names', 'attendee_id');

/** Keeps each guest's latest name, so the feed reads 'checked in Ana Ruiz'. */
function rememberGuestName(batch: BatchState, attendeeId: string, event: DomainEvent): string {
  const names = guestNames(batch);
  const known = names.get(attendeeId);
  let name = known ?? { attendee_id: attendeeId, first_name: '', last_name: '' };
  if (event.type === 'AttendeeAdded' || event.type === 'AttendeeDetailsChanged') {
    const changes = event.type === 'AttendeeAdded' ? event.data : event.data.changes;
    name = { attendee_id: attendeeId, first_name: changes.first_name ?? name.first_name, last_name: changes.last_name ?? name.last_name };
    if (known) names.update(attendeeId, name);
    else names.insert(name);
  }
  return `${name.first_name} ${name.last_name}`.trim() || 'a guest';
}
