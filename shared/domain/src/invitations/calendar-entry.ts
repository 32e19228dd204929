import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { combineDateTime } from '../events/event-dates.ts';
import type { EventSummaryInput } from './event-summary.ts';
import { describeWhere } from './event-summary.ts';

// An event saved without an end still takes room in a calendar: two hours is what a
// reception or a dinner usually lasts, and the guest can stretch it in their calendar.
const DEFAULT_DURATION_HOURS = 2;

/** One event in a guest's calendar: what the .ics file and the Google Calendar link both say. */
export interface CalendarEntry {
  /** The same for one guest and one event however often it is made, so a resent invitation updates the entry instead of adding a second. */
  uid: string;
  title: string;
  /** UTC ISO instants; for an all-day event, the first day and the day after the last (as calendars count). */
  starts_at: string;
  ends_at: string;
  all_day: boolean;
  location: string | null;
  /** The guest's link back (the pass, or the RSVP page). */
  url: string | null;
}

/** The stable calendar id of a guest's place at an event. */
export function calendarUid(attendeeId: string, eventUuid: string): string {
  return `${attendeeId}.${eventUuid}@usher`;
}

/** The guest's calendar entry for an event, or null while the event has no date. */
export function calendarEntryOf(input: EventSummaryInput & { attendee_id: string; event_uuid: string; url: string | null }): CalendarEntry | null {
  const times = calendarTimesOf(input);
  if (!times) return null;
  return { uid: calendarUid(input.attendee_id, input.event_uuid), title: input.name, location: describeWhere(input.location), url: input.url, ...times };
}

type CalendarTimes = Pick<CalendarEntry, 'all_day' | 'starts_at' | 'ends_at'>;

/**
 * What every guest of an event shares, worked out once per event rather than once per guest
 * (a communication goes to 10,000 of them): the value kept for each key, forgotten all at once
 * after `max` keys so that a long-running sender's memory stays bounded.
 */
function memoPerEvent<V>(max: number): (key: string, compute: () => V) => V {
  const known = new Map<string, V>();
  return (key, compute) => {
    if (known.has(key)) return known.get(key)!;
    if (known.size >= max) known.clear();
    const value = compute();
    known.set(key, value);
    return value;
  };
}

// The times depend on nothing but the dates (worked out in luxon, in the event's zone).
const knownTimes = memoPerEvent<CalendarTimes | null>(1000);

function calendarTimesOf(input: EventSummaryInput): CalendarTimes | null {
  const key = JSON.stringify([input.starts_date, input.starts_time, input.end_date, input.end_time, input.timezone]);
  return knownTimes(key, () => computeCalendarTimes(input));
}

function computeCalendarTimes(input: EventSummaryInput): CalendarTimes | null {
  const starts = combineDateTime(input.starts_date, input.starts_time, input.timezone);
  if (!starts) return null;
  if (!input.starts_time) {
    // A date without a time is a day-long event: the days as the organiser's zone names them.
    const lastDay = input.end_date && input.end_date >= input.starts_date! ? input.end_date : input.starts_date!;
    const dayAfter = DateTime.fromISO(lastDay, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;
    return { all_day: true, starts_at: `${input.starts_date}T00:00:00.000Z`, ends_at: `${dayAfter}T00:00:00.000Z` };
  }
  const ends = combineDateTime(input.end_date ?? input.starts_date, input.end_time, input.timezone);
  const endsAt = input.end_time && ends && ends > starts ? ends : DateTime.fromISO(starts, { zone: 'utc' }).plus({ hours: DEFAULT_DURATION_HOURS }).toISO()!;
  return { all_day: false, starts_at: starts, ends_at: endsAt };
}

// A calendar line ends in CRLF, the last one too (RFC 5545 3.1); ical.js joins lines without the final one.
const CRLF = '\r\n';

/** An instant as iCalendar writes it: UTC with a Z, or a bare date for a day-long entry. */
function icalTimeOf(iso: string, allDay: boolean): ICAL.Time {
  const time = ICAL.Time.fromJSDate(new Date(iso), true);
  if (allDay) time.isDate = true;
  return time;
}

/** One property as an iCalendar line: escaped and folded by ical.js, as a whole file writes it. */
function icalLine(name: string, value: string | ICAL.Time): string {
  const property = new ICAL.Property(name);
  property.setValue(value);
  return ICAL.stringify.property(property.toJSON(), ICAL.design.icalendar, false) + CRLF;
}

interface SharedLines {
  head: string;
  summary: string;
  times: string;
}
// The lines of the file every guest shares: a communication to 10,000 guests wrote the whole
// calendar with ical.js for each (about 5% of the mail engine's time, issue 31).
const knownLines = memoPerEvent<SharedLines>(1000);

function linesShared(entry: CalendarEntry): SharedLines {
  const key = JSON.stringify([entry.title, entry.starts_at, entry.ends_at, entry.all_day, entry.location]);
  return knownLines(key, () => ({
    head: `BEGIN:VCALENDAR${CRLF}${icalLine('version', '2.0')}${icalLine('calscale', 'GREGORIAN')}${icalLine('prodid', 'usher/invitations')}${icalLine('method', 'PUBLISH')}BEGIN:VEVENT${CRLF}`,
    summary: icalLine('summary', entry.title),
    times:
      icalLine('dtstart', icalTimeOf(entry.starts_at, entry.all_day)) +
      icalLine('dtend', icalTimeOf(entry.ends_at, entry.all_day)) +
      (entry.location ? icalLine('location', entry.location) : ''),
  }));
}

/**
 * The entry as an iCalendar file (RFC 5545), each line written by Mozilla's
 * ical.js, which escapes text and folds long lines. (The `ics` package it
 * replaces validated every file twice with yup: about a sixth of the mail
 * engine's time when each of 10,000 invitations carries one.) The lines
 * every guest shares are written once (linesShared); the guest's own (the
 * UID, their link) and the stamp are written for each file.
 */
export function icsFileOf(entry: CalendarEntry): string {
  const { head, summary, times } = linesShared(entry);
  const link = entry.url ? icalLine('url', entry.url) + icalLine('description', entry.url) : '';
  return `${head}${icalLine('uid', entry.uid)}${summary}${stampNow()}${times}${link}END:VEVENT${CRLF}END:VCALENDAR${CRLF}`;
}

// DTSTAMP counts whole seconds: the line is written once a second, not once a file.
let stamp = { second: -1, line: '' };
function stampNow(): string {
  const now = new Date();
  const second = Math.floor(now.getTime() / 1000);
  if (second !== stamp.second) stamp = { second, line: icalLine('dtstamp', ICAL.Time.fromJSDate(now, true)) };
  return stamp.line;
}

const googleTime = (iso: string, allDay: boolean) =>
  allDay ? iso.slice(0, 10).replaceAll('-', '') : DateTime.fromISO(iso, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss'Z'");

/** Google Calendar's "add event" page, filled in with the entry. */
export function googleCalendarLinkOf(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${googleTime(entry.starts_at, entry.all_day)}/${googleTime(entry.ends_at, entry.all_day)}`,
  });
  if (entry.location) params.set('location', entry.location);
  if (entry.url) params.set('details', entry.url);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/**
 * The venue on a map: Google Maps' documented search URL for the one-line address. On a phone
 * it opens the maps app the guest already has, which is where they will want directions.
 */
export function mapLinkOf(where: string): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: where })}`;
}
