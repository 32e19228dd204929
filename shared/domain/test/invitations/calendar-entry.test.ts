import { describe, expect, it } from 'vitest';
import { calendarEntryOf, calendarUid, googleCalendarLinkOf, icsFileOf, mapLinkOf } from '../../src/invitations/calendar-entry.ts';
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
  it('fills in Google Calendar and a map search', () => {
    const google = new URL(googleCalendarLinkOf(calendarEntryOf(event)!));
    expect(google.searchParams.get('dates')).toBe('20991205T183000Z/20991205T203000Z');
    expect(google.searchParams.get('text')).toBe('Gala, at last');
    expect(new URL(mapLinkOf('Town Hall, Brussels')).searchParams.get('query')).toBe('Town Hall, Brussels');
  });
});
