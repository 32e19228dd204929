import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { PREPARED } from '../db/prepared-statements.ts';
import type { EventMetadata, LogPosition } from './types.ts';

/**
 * Questions the services ask of the log that no stream read answers: "which
 * guests ever joined these groups", "which event was this tag added to". The
 * log's table is the event store's own (ARCHITECTURE.md: only the event store
 * touches it, and `npm run check` holds everyone else to that), so every SQL
 * statement that names it lives in infra/src/eventstore. Each query here names
 * the index it walks (migrations 004, 008, 013, 017, 021, 026, 027, 072).
 */

/** The ids of the events of one stream (mail receipts point at them). */
export async function eventIdsOfStream(db: Db, streamId: string): Promise<string[]> {
  const rows = await db.selectFrom('es_events').select('event_id').where('stream_id', '=', streamId).execute();
  return rows.map((row) => row.event_id);
}

/**
 * Whether the projection has not yet applied some event of these types
 * (up to `upTo`, a global position, when given), in commit order. An event
 * of another type never moves its checkpoint, so only these can hold it back.
 */
export async function projectionIsBehind(db: Db, projection: string, types: readonly string[], upTo?: string): Promise<boolean> {
  const target =
    upTo === undefined
      ? sql`true`
      : sql`(e.transaction_id, e.global_position) <= (select t.transaction_id, t.global_position from es_events t where t.global_position = ${upTo}::bigint)`;
  const result = await sql<{ behind: boolean }>`
    select exists (
      select 1 from es_events e
      left join projection_checkpoints c on c.name = ${projection}
      where e.type = any(${[...types]}::text[])
        and ${target}
        and (c.name is null or (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position))
    ) as behind`.execute(db);
  return result.rows[0]?.behind ?? false;
}

/**
 * Whether the log holds the event at `position`: on a streaming replica, whether it has replayed that
 * far (projectionIsBehind cannot tell, it compares with that event).
 */
export async function logHasPosition(db: Db, position: string): Promise<boolean> {
  const result = await sql<{ found: boolean }>`select exists (select 1 from es_events where global_position = ${position}::bigint) as found`.execute(db);
  return result.rows[0]?.found ?? false;
}

/** Every attendee that ever joined one of these groups (es_events_host_group index); their streams say who still does. */
export async function attendeeIdsEverInHostGroups(db: Db, eventUuid: string, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await sql<{ id: string }>`
    select distinct substr(stream_id, ${'attendee-'.length + 1}) as id from es_events
    where type in ('AttendeeAdded', 'AttendeeMovedToHostGroup')
      and data->>'host_group_id' = any(${[...groupIds]}::text[]) and data->>'event_uuid' = ${eventUuid}`.execute(db);
  return rows.rows.map((row) => row.id);
}

/**
 * Every guest ever added to the event, in the order they were added
 * (es_events_guests_of_event index, migration 072); their streams say who is
 * still there. A guest added a moment ago is here, where the guest list may
 * not show them yet.
 */
export async function attendeeIdsEverAddedToEvent(db: Db, eventUuid: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select substr(stream_id, ${'attendee-'.length + 1}) as id from es_events
    where type = 'AttendeeAdded' and data->>'event_uuid' = ${eventUuid}
    order by transaction_id, global_position`.execute(db);
  return rows.rows.map((row) => row.id);
}

/**
 * The seat each of these guests holds, by the last seating event on their
 * stream (es_events_stream_position_unique: each stream's tail walked
 * backwards): an AttendeeSeated names the seat, an AttendeeUnseated none.
 * One indexed read for a bulk removal, where folding 50,000 streams took
 * seconds. Reads AttendeeSeated v1's seat_id: an upcaster that moves it must
 * move this query too.
 */
export async function seatsHeldPerLog(db: Db, attendeeIds: readonly string[]): Promise<Map<string, string>> {
  if (attendeeIds.length === 0) return new Map();
  const rows = await sql<{ stream_id: string; type: string; seat_id: string | null }>`
    select distinct on (stream_id) stream_id, type, data->>'seat_id' as seat_id from es_events
    where stream_id = any(${attendeeIds.map((id) => `attendee-${id}`)}::text[])
      and type in ('AttendeeSeated', 'AttendeeUnseated')
    order by stream_id, stream_position desc`.execute(db);
  const held = new Map<string, string>();
  for (const row of rows.rows) if (row.type === 'AttendeeSeated' && row.seat_id) held.set(row.stream_id.slice('attendee-'.length), row.seat_id);
  return held;
}

/** The guest who asked a question of the event (their conversation's SupportQuestionAsked names it), or null. */
export async function askerOfQuestion(db: Db, eventUuid: string, questionId: string): Promise<string | null> {
  const found = await sql<{ attendee_id: string }>`
    select data->>'attendee_id' as attendee_id from es_events
    where type = 'SupportQuestionAsked' and data->>'question_id' = ${questionId} and data->>'event_uuid' = ${eventUuid}
    limit 1`.execute(db);
  return found.rows[0]?.attendee_id ?? null;
}

/** The ids of every group ever created in the event; their streams say which are live. */
export async function hostGroupIdsCreatedInEvent(db: Db, eventUuid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('es_events')
    .select((eb) => eb.ref('data', '->>').key('group_id').as('id'))
    .where('type', '=', 'HostGroupCreated')
    .where((eb) => eb(eb.ref('data', '->>').key('event_uuid'), '=', eventUuid))
    .execute();
  return rows.map((row) => String(row.id));
}

/**
 * The plus-ones ever added to these guests, in the order they were added (es_events_plus_ones index). Reads
 * AttendeeAdded v1's JSON: an upcaster that moves parent_attendee_id must move this query too.
 */
export async function plusOneIdsEverAdded(db: Db, eventUuid: string, parentIds: readonly string[]): Promise<string[]> {
  const added = await sql<{ id: string }>`${plusOnesEverAddedRows(eventUuid, parentIds)} order by transaction_id, global_position`.execute(db);
  return added.rows.map((row) => row.id);
}

/**
 * The rows plusOneIdsEverAdded reads (`id`, `transaction_id`, `global_position`), as a statement to
 * run with others in one round trip (a guest's reply asks for them beside the accounts table).
 */
export function plusOnesEverAddedRows(eventUuid: string, parentIds: readonly string[]) {
  // The event is checked on the plus-ones found, not beside them: given both, a bulk delete's 50,000 parents
  // made the planner walk every guest ever added to the event (es_events_guests_of_event, 100,000 rows of
  // JSON read) instead of the plus-ones index; a third of the pages, and the same for one parent.
  return sql<{ id: string; transaction_id: string; global_position: string }>`
    with plus_ones as materialized (
      select data->>'attendee_id' as id, data->>'event_uuid' as event_uuid, transaction_id, global_position from es_events
      where type = 'AttendeeAdded' and data->>'parent_attendee_id' is not null and data->>'parent_attendee_id' = any(${[...parentIds]}::text[])
    )
    select id, transaction_id, global_position from plus_ones where event_uuid = ${eventUuid}`;
}

/**
 * The plus-ones ever added to these guests, whatever their event, with the guest who brought each and the
 * event it was added to: for a read that answers many askers at once, who each keep their own (reply-lookups.ts).
 */
export function plusOnesOfParentsRows(parentIds: readonly string[]) {
  return sql<{ id: string; parent_id: string; event_uuid: string; transaction_id: string; global_position: string }>`
    select data->>'attendee_id' as id, data->>'parent_attendee_id' as parent_id, data->>'event_uuid' as event_uuid, transaction_id, global_position
    from es_events
    where type = 'AttendeeAdded' and data->>'parent_attendee_id' is not null and data->>'parent_attendee_id' = any(${[...parentIds]}::text[])`;
}

/**
 * Each stream's head: its last event's position, 0 for a stream with none (one probe of the
 * (stream_id, stream_position) key a stream), for a read that also asks other things (reply-lookups.ts).
 */
export function streamHeadsRows(streamIds: readonly string[]) {
  return sql<{ stream_id: string; head: number }>`
    select h.stream_id, coalesce((select max(e.stream_position) from es_events e where e.stream_id = h.stream_id), 0) as head
    from unnest(${[...streamIds]}::text[]) as h(stream_id)`;
}

/** The event a tag was added to (es_events_tag_added index), if it ever was. */
export async function eventOfAddedTag(db: Db, tagId: string): Promise<string | null> {
  const found = await sql<{ event_uuid: string }>`
    select data->>'event_uuid' as event_uuid from es_events
    where type = 'AttendeeTagAdded' and data->>'tag_id' = ${tagId} limit 1`.execute(db);
  return found.rows[0]?.event_uuid ?? null;
}

/** Which of these streams hold at least one event of the type. */
export async function streamsHoldingType(db: Db, type: string, streamIds: readonly string[]): Promise<string[]> {
  if (streamIds.length === 0) return [];
  const rows = await sql<{ stream_id: string }>`${PREPARED}
    select distinct stream_id from es_events
    where type = ${type} and stream_id = any(${[...streamIds]}::text[])`.execute(db);
  return rows.rows.map((row) => row.stream_id);
}

/** The data and metadata of the events at these global positions, as stored. */
export async function storedEventsAt(
  db: Db,
  positions: readonly string[],
): Promise<{ global_position: string; data: Record<string, unknown>; metadata: EventMetadata }[]> {
  const logged = await sql<{ global_position: string; data: Record<string, unknown>; metadata: EventMetadata }>`
    select global_position::text as global_position, data, metadata from es_events
    where global_position = any(${[...positions]}::bigint[])`.execute(db);
  return logged.rows;
}

/**
 * The last event of these types (of one organiser's event, when named) recorded
 * at or before `asOf`. `recorded_at` is the store's clock: PostgreSQL's now()
 * in the appending transaction. Only events of transactions older than every
 * running one are considered (the horizon readers of the log use), so a
 * position, once resolved, can never gain an earlier event that commits late.
 * With an event uuid, the slice's expression index (migrations 013, 083) is walked backwards,
 * and its last key, recorded_at, passes over the events recorded after `asOf` without reading them.
 */
export async function lastPositionRecordedAtOrBefore(db: Db, asOf: Date, slice: { types: readonly string[]; eventUuid?: string }): Promise<LogPosition | null> {
  const ofEvent = slice.eventUuid === undefined ? sql`true` : sql`e.metadata->>'event_uuid' = ${slice.eventUuid}`;
  const result = await sql<{ transaction_id: string; global_position: string }>`
    select e.transaction_id::text as transaction_id, e.global_position
    from es_events e
    where ${ofEvent} and e.type = any(${[...slice.types]}::text[])
      and e.recorded_at <= ${asOf.toISOString()}::timestamptz
      and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by e.transaction_id desc, e.global_position desc
    limit 1`.execute(db);
  const row = result.rows[0];
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : null;
}

/**
 * Which of these guests were added to this event (their stream's
 * AttendeeAdded names it): a body's guest ids of another event, or
 * of none, are told apart from the event's own without its read model.
 */
export async function attendeesAddedToEvent(db: Db, eventUuid: string, attendeeIds: readonly string[]): Promise<Set<string>> {
  if (attendeeIds.length === 0) return new Set();
  const rows = await sql<{ id: string }>`
    select substr(stream_id, ${'attendee-'.length + 1}) as id from es_events
    where stream_id = any(${attendeeIds.map((id) => `attendee-${id}`)}::text[])
      and type = 'AttendeeAdded' and data->>'event_uuid' = ${eventUuid}`.execute(db);
  return new Set(rows.rows.map((row) => row.id));
}

/** The webhook endpoints an account made (their created_by is plain in the log); a full scan of one event type, for the rare account deletion. */
export async function webhookEndpointsCreatedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await sql<{ endpoint_id: string }>`
    select data->>'endpoint_id' as endpoint_id from es_events
    where type = 'WebhookEndpointCreated' and data->>'created_by' = ${userId}`.execute(db);
  return rows.rows.map((row) => row.endpoint_id);
}

/** The journeys ever created in the event, oldest first; their streams say which are live, published or the default. */
export async function journeyIdsCreatedInEvent(db: Db, eventUuid: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select data->>'journey_id' as id from es_events
    where type = 'JourneyCreated' and data->>'event_uuid' = ${eventUuid}
    order by global_position`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** The event whose team an administrator was invited to, if they ever were (the id names no event). */
export async function eventOfAdministrator(db: Db, administratorId: string): Promise<string | null> {
  const found = await sql<{ event_uuid: string }>`
    select data->>'event_uuid' as event_uuid from es_events
    where type = 'EventAdministratorInvited' and data->>'administrator_id' = ${administratorId} limit 1`.execute(db);
  return found.rows[0]?.event_uuid ?? null;
}

/**
 * The invitations to events' teams that named this address and still wait
 * for its account (no one joined by them yet), oldest first, with the
 * organisation of each event (its EventCreated). Walks the invitations'
 * partial index (migration 026).
 */
export async function pendingTeamInvitationsOf(db: Db, email: string): Promise<{ event_uuid: string; administrator_id: string; organisation_id: string }[]> {
  const rows = await sql<{ event_uuid: string; administrator_id: string; organisation_id: string }>`
    select i.data->>'event_uuid' as event_uuid, i.data->>'administrator_id' as administrator_id, c.data->>'organisation_id' as organisation_id
    from es_events i
    join es_events c on c.stream_id = 'event-' || (i.data->>'event_uuid') and c.type = 'EventCreated'
    where i.type = 'EventAdministratorInvited' and i.data->>'email' = ${email} and i.data->>'user_id' is null
      and not exists (
        select 1 from es_events j
        where j.stream_id = i.stream_id and j.type = 'EventAdministratorJoined' and j.data->>'administrator_id' = i.data->>'administrator_id'
      )
    order by i.transaction_id, i.global_position`.execute(db);
  return rows.rows;
}

/** The guest whose ticket a transfer of this event is about (their stream asked for it), if any. */
export async function attendeeOfTransfer(db: Db, eventUuid: string, transferId: string): Promise<string | null> {
  const found = await sql<{ id: string }>`
    select substr(stream_id, ${'attendee-'.length + 1}) as id from es_events
    where type = 'TicketTransferRequested' and data->>'transfer_id' = ${transferId} and data->>'event_uuid' = ${eventUuid} limit 1`.execute(db);
  return found.rows[0]?.id ?? null;
}

/**
 * How many guests are on this journey (their latest start was of it) and how
 * many of those finished it (completed after that start), as the log has it.
 * Finds the guests who ever started it by their starts' index (migration 071).
 */
export async function guestJourneyCounts(db: Db, journeyId: string): Promise<{ started: number; completed: number }> {
  const result = await sql<{ started: number; completed: number }>`
    with ever as (
      select distinct stream_id from es_events where type = 'GuestJourneyStarted' and data->>'journey_id' = ${journeyId}
    ), latest as (
      select distinct on (e.stream_id) e.stream_id, e.stream_position, e.data->>'journey_id' as journey_id
      from es_events e join ever on ever.stream_id = e.stream_id
      where e.type = 'GuestJourneyStarted'
      order by e.stream_id, e.stream_position desc
    )
    select count(*)::int as started,
      count(*) filter (where exists (
        select 1 from es_events c where c.stream_id = latest.stream_id and c.type = 'GuestJourneyCompleted' and c.stream_position > latest.stream_position
      ))::int as completed
    from latest where journey_id = ${journeyId}`.execute(db);
  return result.rows[0] ?? { started: 0, completed: 0 };
}

/**
 * How many guests of the event said Yes, as the log has it now: each guest's
 * latest RSVP (their AttendeeAdded's, then each AttendeeRsvpSet), removed
 * guests left out, as the guest list counts rsvp_yes. Walks the event's slice
 * of the log (migration 013), so callers ask only when a rule needs it.
 */
export async function attendingGuestCount(db: Db, eventUuid: string): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(*)::int as n from (
      select distinct on (stream_id) type, data->>'is_attending' as attending from es_events
      where metadata->>'event_uuid' = ${eventUuid} and data->>'event_uuid' = ${eventUuid}
        and type in ('AttendeeAdded', 'AttendeeRsvpSet', 'AttendeeRemoved')
      order by stream_id, stream_position desc
    ) latest
    where type <> 'AttendeeRemoved' and attending = 'true'`.execute(db);
  return result.rows[0]?.n ?? 0;
}
