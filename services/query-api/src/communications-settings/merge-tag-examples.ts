import type { ServiceContext } from '@usher/infra/context';
import type { Location } from '@usher/domain/constants/locations';
import type { MergeValues } from '@usher/domain/communications/merge-tags';
import { eventMergeValues, mergeTagsWithExamples, type EventMergeSource } from '@usher/domain/communications/merge-tag-examples';

/**
 * The merge tags with examples from the event being written for (issue 28):
 * its name, date in its time zone and place, and one real guest of it (a
 * seated one first, so the seat tags show something) when it has any.
 */
export async function mergeTagsOfEvent(context: ServiceContext, eventUuid: string) {
  const [event, guest] = await Promise.all([
    context.db.selectFrom('rm_events').select(['name', 'body']).where('uuid', '=', eventUuid).executeTakeFirst(),
    exampleGuestOf(context, eventUuid),
  ]);
  const settings = (event?.body.settings ?? {}) as Partial<EventMergeSource>;
  const source: EventMergeSource = {
    name: event?.name ?? '',
    starts_date: settings.starts_date ?? null,
    starts_time: settings.starts_time ?? null,
    timezone: settings.timezone ?? '',
    location: (event?.body.location ?? {}) as Location,
  };
  return mergeTagsWithExamples(eventMergeValues(eventUuid, source), guest);
}

async function exampleGuestOf(context: ServiceContext, eventUuid: string): Promise<MergeValues | null> {
  const guest = await context.db
    .selectFrom('rm_attendees')
    .select(['first_name', 'last_name', 'total_tickets', 'section', 'row_no', 'table_no', 'seat_no', 'tags'])
    .where('event_uuid', '=', eventUuid)
    .where('is_forgotten', '=', false)
    .where('is_draft', '=', false)
    .orderBy((eb) => eb('seat_id', 'is', null))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!guest) return null;
  const tags =
    guest.tags.length > 0
      ? await context.db
          .selectFrom('rm_attendee_tags')
          .select('name')
          .where('event_uuid', '=', eventUuid)
          .where('id', 'in', guest.tags)
          .orderBy('name')
          .execute()
      : [];
  return {
    'guest.first_name': guest.first_name,
    'guest.last_name': guest.last_name,
    'guest.total_tickets': String(guest.total_tickets),
    'guest.section': guest.section ?? '',
    'guest.row': guest.row_no ?? '',
    'guest.table': guest.table_no ?? '',
    'guest.seat': guest.seat_no ?? '',
    'guest.tags': tags.map((tag) => tag.name).join(', '),
  };
}
