import { DateTime } from 'luxon';
import type { Location } from '../constants/locations.ts';
import { combineDateTime } from '../events/event-dates.ts';
import { describeWhere } from '../invitations/event-summary.ts';
import { MERGE_TAGS, type MergeTag, type MergeValues } from './merge-tags.ts';

/** What the event's merge tags are filled from: its settings as the event form edits them, and its location. */
export interface EventMergeSource {
  name: string;
  starts_date: string | null;
  starts_time: string | null;
  timezone: string;
  location: Location;
}

/**
 * The event's details as its guests read them: the date and time in the
 * event's own time zone ('May 14, 2027', '7:00 PM'), and the zone's name.
 * The product has no separate event code: its short code is the first
 * eight characters of its id, which is what the organiser sees in links.
 */
export function eventMergeValues(eventUuid: string, event: EventMergeSource): MergeValues {
  const starts = combineDateTime(event.starts_date, event.starts_time, event.timezone);
  const local = starts ? DateTime.fromISO(starts, { zone: event.timezone }).setLocale('en-US') : null;
  return {
    'event.name': event.name,
    'event.code': eventUuid.slice(0, 8).toUpperCase(),
    'event.location': describeWhere(event.location) ?? '',
    'event.start_date': local ? local.toFormat('LLLL d, yyyy') : '',
    'event.start_time': local && event.starts_time ? local.toFormat('h:mm a') : '',
    'event.timezone': event.timezone,
  };
}

/** What an event tag's example says when the event has no value for it yet (guests then read nothing there). */
export const NOT_SET_EXAMPLE = 'Not set for this event';

/**
 * The picker's tags with examples from the organiser's own event (issue 28):
 * its details (a detail it lacks says so, never a made-up place or date), and
 * one of its guests' values for the guest's tags. A value the guest does not
 * have (no seat) keeps the tag's plainly generic example ('Ada', 'Balcony');
 * links always do, being each guest's own.
 */
export function mergeTagsWithExamples(eventValues: MergeValues, guestValues: MergeValues | null): MergeTag[] {
  return MERGE_TAGS.map((tag) => {
    if (tag.group === 'event') return { ...tag, example: eventValues[tag.id] || NOT_SET_EXAMPLE };
    const own = tag.group === 'individual' ? guestValues?.[tag.id] : undefined;
    return own ? { ...tag, example: own } : { ...tag };
  });
}
