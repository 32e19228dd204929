import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { calendarEntryOf, calendarUid, googleCalendarLinkOf, icsFileOf, mapLinkOf, type CalendarEntry } from '../../src/invitations/calendar-entry.ts';
import { emptyLocation } from '../../src/constants/locations.ts';

const event = {
  name: 'Gala, at last',
  starts_date: '2099-12-05',
  starts_time: '19:30',
  end_date: null,
  end_time: null,
  timezone: 'Europe/Brussels',
  location: { ...emptyLocation(), name: 'Town Hall', city: 'Brussels', country_code: 'BE', country: 'Belgium' },
  attendee_id: 'a0000000-0000-4000-8000-000000000001',
  event_uuid: 'e0000000-0000-4000-8000-000000000002',
  url: 'https://x.test/pass/P1',
};

describe("a guest's calendar entry", () => {
  it("starts at the wall-clock time in the event's zone and lasts two hours without an end", () => {
    const entry = calendarEntryOf(event)!;
    expect(entry).toMatchObject({
      starts_at: '2099-12-05T18:30:00.000Z',
      ends_at: '2099-12-05T20:30:00.000Z',
      all_day: false,
      location: 'Town Hall, Brussels, Belgium',
    });
    expect(entry.uid).toBe(calendarUid(event.attendee_id, event.event_uuid));
  });
  it('uses the end when one is set, and is a day-long entry without a start time', () => {
    expect(calendarEntryOf({ ...event, end_date: '2099-12-06', end_time: '01:00' })!.ends_at).toBe('2099-12-06T00:00:00.000Z');
    expect(calendarEntryOf({ ...event, starts_time: null })).toMatchObject({
      all_day: true,
      starts_at: '2099-12-05T00:00:00.000Z',
      ends_at: '2099-12-06T00:00:00.000Z',
    });
    expect(calendarEntryOf({ ...event, starts_date: null })).toBeNull();
  });
  it('writes an iCalendar file with the same UID each time', () => {
    // Long lines are folded (RFC 5545 3.1); a reader unfolds them first.
    const unfolded = (file: string) => file.replace(/\r?\n[ \t]/g, '');
    const first = unfolded(icsFileOf(calendarEntryOf(event)!));
    const again = unfolded(icsFileOf(calendarEntryOf(event)!));
    for (const file of [first, again]) {
      expect(file).toContain(`UID:${calendarUid(event.attendee_id, event.event_uuid)}`);
      expect(file).toContain('DTSTART:20991205T183000Z');
      expect(file).toContain('SUMMARY:Gala\\, at last');
    }
    expect(icsFileOf(calendarEntryOf({ ...event, starts_time: null })!)).toContain('DTSTART;VALUE=DATE:20991205');
  });
  it('writes the file ical.js writes for the whole calendar, line for line, however many guests share its lines', () => {
    // The file as one ical.js calendar writes it: the shared lines written once must not change a byte.
    const wholeCalendar = (entry: CalendarEntry) => {
      const time = (iso: string) => Object.assign(ICAL.Time.fromJSDate(new Date(iso), true), entry.all_day ? { isDate: true } : {});
      const calendar = new ICAL.Component(['vcalendar', [], []]);
      for (const [name, value] of [
        ['version', '2.0'],
        ['calscale', 'GREGORIAN'],
        ['prodid', 'usher/invitations'],
        ['method', 'PUBLISH'],
      ] as const)
        calendar.updatePropertyWithValue(name, value);
      const vevent = new ICAL.Component('vevent');
      vevent.updatePropertyWithValue('uid', entry.uid);
      vevent.updatePropertyWithValue('summary', entry.title);
      vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
      vevent.updatePropertyWithValue('dtstart', time(entry.starts_at));
      vevent.updatePropertyWithValue('dtend', time(entry.ends_at));
      if (entry.location) vevent.updatePropertyWithValue('location', entry.location);
      if (entry.url) {
        vevent.updatePropertyWithValue('url', entry.url);
        vevent.updatePropertyWithValue('description', entry.url);
      }
      calendar.addSubcomponent(vevent);
      return `${calendar.toString()}\r\n`;
    };
    vi.useFakeTimers({ now: new Date('2099-01-02T03:04:05.678Z') });
    try {
      const long = { ...event, name: 'Gala; "the last", with a name far longer than one folded line of seventy-five octets é 🎉' };
      const entries = [calendarEntryOf(long)!, calendarEntryOf({ ...long, attendee_id: 'b0000000-0000-4000-8000-000000000003' })!];
      entries.push({ ...calendarEntryOf({ ...event, starts_time: null })!, location: null, url: null });
      for (const entry of [...entries, ...entries]) expect(icsFileOf(entry)).toBe(wholeCalendar(entry));
    } finally {
      vi.useRealTimers();
    }
  });
  it('fills in Google Calendar and a map search', () => {
    const google = new URL(googleCalendarLinkOf(calendarEntryOf(event)!));
    expect(google.searchParams.get('dates')).toBe('20991205T183000Z/20991205T203000Z');
    expect(google.searchParams.get('text')).toBe('Gala, at last');
    expect(new URL(mapLinkOf('Town Hall, Brussels')).searchParams.get('query')).toBe('Town Hall, Brussels');
  });
});
