import { sql, type Kysely } from 'kysely';

/**
 * Issue 31: a past view of the guest list replays its event's catalogue (the
 * event's body, tags, host groups and floor plan: a few dozen events) from
 * the start of the log. Read through the event's own index, that meant
 * fetching every one of the event's events to keep the few of these types:
 * 197,000 rows, up to a second on the first page of a moment, whenever the
 * planner's statistics still described the event before a large import.
 * This index holds those types alone, led by the event, in commit order.
 *
 * The list is the past view's catalogue as it stood (CATALOGUE_TYPES in
 * services/projections/src/time-travel/replay-event-until.ts); a test checks
 * the two still agree, since the planner uses this index only for a read of
 * types it can prove the index holds.
 */
const CATALOGUE_TYPES = [
  'EventCreated',
  'EventUpdated',
  'EventLocationChanged',
  'EventArchived',
  'EventRestored',
  'CustomFieldAdded',
  'CustomFieldUpdated',
  'CustomFieldDeleted',
  'DefaultFieldsSet',
  'TicketVariationsSet',
  'EventPassSettingsChanged',
  'EventDataChanged',
  'EventBadgeLayoutChanged',
  'SeatingPlanSaved',
  'AttendeeTagAdded',
  'AttendeeTagUpdated',
  'AttendeeTagDeleted',
  'HostGroupCreated',
  'HostGroupUpdated',
  'HostGroupDeleted',
  'HostGroupHostAdded',
  'HostGroupHostChanged',
  'HostGroupHostRemoved',
  'HostGroupShared',
  'HostGroupTicketsSent',
  'HostGroupTagAdded',
  'HostGroupTagDeleted',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const types = sql.join(CATALOGUE_TYPES.map((type) => sql.lit(type)));
  await sql`
    create index es_events_event_catalogue on es_events ((metadata->>'event_uuid'), transaction_id, global_position)
      where type in (${types})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_event_catalogue`.execute(db);
}
