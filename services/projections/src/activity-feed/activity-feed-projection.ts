import type { DomainEvent } from '@usher/events';
import type { Insertable } from 'kysely';
import type { Database } from '@usher/infra/db/schema';
import type { BatchState, Projection } from '../runner/projection.ts';
import { bufferIn } from '../runner/row-buffer.ts';
import { describe } from './activity-descriptions.ts';

/**
 * The activity feed: one entry per change to an event or its guests, named
 * as they were at the time, plus who has read which entry.
 */
export const activityFeedProjection: Projection = {
  name: 'activity_feed',
  tables: ['rm_activity_logs', 'rm_activity_reads', 'rm_activity_attendee_names'],
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
  ],

  async apply(trx, stored, batch) {
    const event = { type: stored.type, data: stored.data } as DomainEvent;
    if (event.type === 'ActivityLogRead') {
      await trx
        .insertInto('rm_activity_reads')
        .values({ log_id: event.data.log_id, user_id: event.data.user_id, read_at: event.data.read_at })
        .onConflict((oc) => oc.columns(['log_id', 'user_id']).doNothing())
        .execute();
      return stored.metadata.event_uuid ? { event_uuid: stored.metadata.event_uuid, id: event.data.log_id, socket_id: stored.metadata.socket_id } : null;
    }
    const attendeeId =
      event.type === 'GuestAlertTriggered' ? event.data.attendee_id : stored.streamId.startsWith('attendee-') ? stored.streamId.slice('attendee-'.length) : null;
    const eventUuid = stored.metadata.event_uuid ?? ('event_uuid' in event.data ? String(event.data.event_uuid) : null);
    if (!eventUuid) return null;
    const guest = attendeeId ? rememberGuestName(batch, attendeeId, event) : 'a guest';
    const actor = stored.metadata.actor.name ?? 'Someone';
    const description = describe(event, actor, guest);
    if (!description) return null;
    pendingLogs(batch).push({
      id: stored.eventId,
      event_uuid: eventUuid,
      type: stored.type,
      description,
      actor_id: stored.metadata.actor.id,
      actor_name: stored.metadata.actor.name,
      attendee_id: attendeeId,
      global_position: stored.globalPosition,
      created_at: new Date(stored.recordedAt),
    });
    return { event_uuid: eventUuid, id: stored.eventId, socket_id: stored.metadata.socket_id };
  },

  async prepare(trx, events, batch) {
    // A guest being added brings their name; only guests already known need theirs loaded.
    const attendeeIds = events.filter((e) => e.streamId.startsWith('attendee-') && e.type !== 'AttendeeAdded').map((e) => e.streamId.slice('attendee-'.length));
    await guestNames(batch).load(trx, attendeeIds);
  },

  // Entries of a batch go in with one statement per thousand.
  async flush(trx, batch) {
    await guestNames(batch).flush(trx);
    const logs = pendingLogs(batch);
    for (let start = 0; start < logs.length; start += 1000) {
      await trx.insertInto('rm_activity_logs').values(logs.slice(start, start + 1000)).execute();
    }
  },
};

type LogRow = Insertable<Database['rm_activity_logs']>;

function pendingLogs(batch: BatchState): LogRow[] {
  let logs = batch.get('activity_feed.logs') as LogRow[] | undefined;
  if (!logs) batch.set('activity_feed.logs', (logs = []));
  return logs;
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
