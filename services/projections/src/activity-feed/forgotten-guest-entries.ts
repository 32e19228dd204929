import { FORGOTTEN_FIRST_NAME, FORGOTTEN_LAST_NAME, FORGOTTEN_NAME, isDomainEvent, withPersonalDataForgotten, type EventData } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { EventMetadata, StoredEvent } from '@usher/infra/eventstore/types';
import type { ProjectionChange } from '../runner/projection.ts';
import type { RowBuffer } from '../runner/row-buffer.ts';
import { describe } from './activity-descriptions.ts';
import { storedEventsAt } from '@usher/infra/eventstore/log-lookups';

interface FeedEntry {
  id: string;
  type: string;
  description: string;
  actor_id?: string | null;
  actor_name?: string | null;
  attendee_id?: string | null;
  global_position: string | number | bigint;
}

type GuestName = { attendee_id: string; first_name: string; last_name: string };

const UPLOAD_SOURCE = 'upload ';

/**
 * A guest was forgotten: every feed entry that named them is written again
 * as a rebuild would now write it, from the log's plain (non-personal) part
 * of its event with the guest as 'Forgotten guest'; entries where they acted
 * through their own link lose their name as the actor. Entries of this batch
 * not yet written are rewritten in memory, the rest in the table.
 */
export async function forgetGuestInFeed(
  trx: Db,
  stored: StoredEvent,
  names: RowBuffer<GuestName>,
  pending: Iterable<FeedEntry>,
): Promise<ProjectionChange | null> {
  const attendeeId = stored.streamId.slice('attendee-'.length);
  const { event_uuid: eventUuid } = stored.data as EventData<'AttendeeForgotten'>;
  if (names.get(attendeeId)) names.update(attendeeId, { first_name: FORGOTTEN_FIRST_NAME, last_name: FORGOTTEN_LAST_NAME });
  const namesTheGuest = (entry: FeedEntry) => entry.attendee_id === attendeeId || entry.actor_id === attendeeId;
  const held = [...pending].filter(namesTheGuest);
  const written = await trx
    .selectFrom('rm_activity_logs')
    .select(['id', 'type', 'description', 'actor_id', 'actor_name', 'attendee_id', 'global_position'])
    .where('event_uuid', '=', eventUuid)
    .where((eb) => eb.or([eb('attendee_id', '=', attendeeId), eb('actor_id', '=', attendeeId)]))
    .execute();
  const heldIds = new Set(held.map((entry) => entry.id));
  const entries = [...held, ...written.filter((entry) => !heldIds.has(entry.id))];
  if (entries.length === 0) return null;
  const logged = await storedEventsAt(
    trx,
    entries.map((entry) => String(entry.global_position)),
  );
  const byPosition = new Map(logged.map((row) => [row.global_position, row]));
  for (const entry of entries) {
    const event = byPosition.get(String(entry.global_position));
    const rewritten = rewrite(entry, attendeeId, event);
    Object.assign(entry, rewritten);
    if (!heldIds.has(entry.id)) await trx.updateTable('rm_activity_logs').set(rewritten).where('id', '=', entry.id).execute();
  }
  return { event_uuid: eventUuid, id: null, socket_id: stored.metadata.socket_id };
}

function rewrite(entry: FeedEntry, attendeeId: string, event: { data: Record<string, unknown>; metadata: EventMetadata } | undefined) {
  const actorIsGuest = entry.actor_id === attendeeId;
  const actor = actorIsGuest ? FORGOTTEN_NAME : (entry.actor_name ?? 'Someone');
  const actor_name = actorIsGuest ? FORGOTTEN_NAME : entry.actor_name;
  if (entry.attendee_id === attendeeId && event) {
    const forgotten = { type: entry.type, data: withPersonalDataForgotten(entry.type, event.data) };
    const single = isDomainEvent(forgotten) ? describe(forgotten, actor, FORGOTTEN_NAME) : null;
    const source = event.metadata.source;
    const suffix = source?.startsWith(UPLOAD_SOURCE) ? ` from ${source.slice(UPLOAD_SOURCE.length)}` : '';
    if (single) return { description: single + (entry.description.endsWith(suffix) ? suffix : ''), actor_name };
  }
  // They acted on someone else (a plus-one they brought): the line starts with their name.
  if (actorIsGuest && entry.actor_name && entry.description.startsWith(entry.actor_name)) {
    return { description: FORGOTTEN_NAME + entry.description.slice(entry.actor_name.length), actor_name };
  }
  return { description: actorIsGuest || entry.attendee_id === attendeeId ? `${actor}: an entry about ${FORGOTTEN_NAME}` : entry.description, actor_name };
}
