import { describe, expect, it } from 'vitest';
import { describeSource } from '../src/format/describe-source.ts';
import {
  formatExactInZone,
  formatInZone,
  formatRelativeInZone,
  formatTimeInZone,
  fromZonedInputValue,
  toZonedInputValue,
  zoneLabel,
} from '../src/format/zoned-time.ts';
import { formatVenue, formatVenueShort, postalAddressLines } from '../src/format/postal-address.ts';
import { formatPhone, phoneHref } from '../src/format/phone-display.ts';
import { eventTitle, EVENT_TITLES } from '@usher/events/event-titles';
import { eventCatalogue } from '@usher/events';

const place = (over: Partial<Parameters<typeof formatVenue>[0]>) => ({
  name: null,
  address: null,
  address_2: null,
  postal_code: null,
  city: null,
  state_region_code: null,
  state_region: null,
  country_code: 'US',
  country: 'United States',
  ...over,
});

describe('times in the event zone', () => {
  it('prints the zone the moment is in, daylight saving included', () => {
    expect(formatInZone('2026-11-22T00:04:00Z', 'America/New_York')).toBe('Nov 21, 2026, 7:04 PM EST');
    expect(formatInZone('2026-07-01T23:04:00Z', 'America/New_York')).toBe('Jul 1, 2026, 7:04 PM EDT');
    expect(formatExactInZone('2026-11-22T00:04:05Z', 'America/New_York')).toBe('Nov 21, 2026, 7:04:05 PM EST');
    expect(formatTimeInZone('2026-11-22T00:04:00Z', 'Europe/London')).toBe('12:04 AM GMT');
    expect(zoneLabel('2026-11-22T00:04:00Z', 'UTC')).toBe('UTC');
  });
  it('says today in the event day, not the reader’s', () => {
    const now = new Date('2026-11-22T01:00:00Z'); // still Nov 21 in New York
    expect(formatRelativeInZone('2026-11-22T00:04:00Z', now, 'America/New_York')).toBe('Today, 7:04 PM EST');
  });
  it('reads and writes a range picker on the event’s wall clock, an end taking in its whole minute', () => {
    expect(toZonedInputValue('2026-11-22T00:04:00Z', 'America/New_York')).toBe('2026-11-21T19:04');
    expect(fromZonedInputValue('2026-11-21T19:04', 'America/New_York', 'start')).toBe('2026-11-22T00:04:00.000Z');
    expect(fromZonedInputValue('2026-11-21T19:04', 'America/New_York', 'end')).toBe('2026-11-22T00:04:59.999Z');
    expect(fromZonedInputValue('', 'America/New_York', 'start')).toBeUndefined();
  });
  it('never drops a time for a zone it cannot read, and drops a value that is not a time', () => {
    expect(formatInZone('2026-11-22T00:04:00Z', 'Not/AZone')).toBe('Nov 22, 2026, 12:04 AM UTC');
    expect(formatInZone('soon', 'UTC')).toBe('');
    expect(formatInZone(null, 'UTC')).toBe('');
  });
});

describe('where a change came from', () => {
  it('names the screen for the dashboard’s routes', () => {
    expect(describeSource('PUT /api/v2/events/:e/attendees-bulk/add-tags')).toBe('Guest list · Bulk tag');
    expect(describeSource('POST /api/v2/events/:e/scans')).toBe('Door scanner');
    expect(describeSource('PUT /api/v2/events/attendees/:id')).toBe('Guest list · Edit guest');
    expect(describeSource('POST /api/v2/events/:e/attendees')).toBe('Guest list · Add guest');
    expect(describeSource('POST /api/v2/events/attendee-tags/:id/delete')).toBe('Settings · Tags');
    expect(describeSource('POST /api/v2/events/:e/attendee-tags/add')).toBe('Settings · Tags');
    expect(describeSource('POST /api/v2/events/:e/host-group/add')).toBe('Host groups');
    expect(describeSource('POST /api/v2/events/:uuid/location')).toBe('Event settings · Location');
    expect(describeSource('PUT /api/v2/events/:uuid')).toBe('Event settings');
    expect(describeSource('PUT /api/v2/events/2f1e/attendees/3c9a/rsvp'.replace('/2f1e/attendees', '/attendees'))).toBe('Guest list · RSVP');
  });
  it('names the links and uploads the server records', () => {
    expect(describeSource('rsvp link')).toBe('RSVP link');
    expect(describeSource('host link')).toBe('Host link');
    expect(describeSource('upload guests.csv')).toBe('Upload · guests.csv');
    expect(describeSource('PUT /api/v2/events/attendees/:id/rsvp', { type: 'api_token', name: 'Zapier' })).toBe('API token “Zapier”');
  });
  it('never shows a route, even one it does not know', () => {
    expect(describeSource('POST /api/v2/something-new/:id')).toBe('Dashboard');
    expect(describeSource('POST /api/v2/public/something/:t')).toBe('Guest link');
    expect(describeSource(null)).toBeNull();
  });
});

describe('event types in words', () => {
  it('has words for every type in the catalogue', () => {
    for (const type of Object.keys(eventCatalogue)) expect(EVENT_TITLES[type as keyof typeof EVENT_TITLES]).toMatch(/^[A-Z][A-Za-z-]* [a-z]/);
    expect(eventTitle('AttendeeAdded')).toBe('Guest added');
    expect(eventTitle('SeatAssigned')).toBe('Seat assigned');
  });
});

describe('addresses as their country writes them', () => {
  it('US: city, state code and ZIP on one line', () => {
    expect(formatVenueShort(place({ city: 'Austin', state_region_code: 'TX', state_region: 'Texas' }))).toBe('Austin, TX');
    const venue = place({
      name: 'The Grand Hall',
      address: '405 Lexington Ave',
      city: 'New York',
      state_region_code: 'NY',
      state_region: 'New York',
      postal_code: '10017',
    });
    expect(postalAddressLines(venue)).toEqual(['405 Lexington Ave', 'New York, NY 10017', 'United States of America']);
    expect(formatVenueShort(venue)).toBe('The Grand Hall, 405 Lexington Ave, New York, NY 10017');
  });
  it('UK, France, Germany, Japan', () => {
    expect(
      postalAddressLines(
        place({
          address: '10 Downing Street',
          city: 'London',
          postal_code: 'SW1A 2AA',
          country_code: 'GB',
          country: 'United Kingdom',
          state_region: 'England',
        }),
      ),
    ).toEqual(['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
    expect(
      postalAddressLines(place({ address: '5 Avenue Anatole France', city: 'Paris', postal_code: '75007', country_code: 'FR', country: 'France' })),
    ).toEqual(['5 Avenue Anatole France', '75007 Paris', 'France']);
    expect(postalAddressLines(place({ address: 'Pariser Platz 1', city: 'Berlin', postal_code: '10117', country_code: 'DE', country: 'Germany' }))).toEqual([
      'Pariser Platz 1',
      '10117 Berlin',
      'Germany',
    ]);
    expect(
      postalAddressLines(
        place({ address: '1-1 Chiyoda', city: 'Chiyoda-ku', state_region: 'Tokyo', postal_code: '100-8111', country_code: 'JP', country: 'Japan' }),
      ),
    ).toEqual(['1-1 Chiyoda', 'Chiyoda-ku, Tokyo 100-8111', 'Japan']);
  });
  it('a bare country is no address; a second line goes under the street', () => {
    expect(formatVenue(place({}))).toBeNull();
    expect(
      postalAddressLines(place({ address: '405 Lexington Ave', address_2: 'Floor 3', city: 'New York', state_region_code: 'NY', postal_code: '10017' })),
    ).toEqual(['405 Lexington Ave', 'Floor 3', 'New York, NY 10017', 'United States of America']);
  });
});

describe('phone numbers', () => {
  it('formats for the event country, international elsewhere, and keeps what it cannot read', () => {
    expect(formatPhone('+12125550100', 'US')).toBe('(212) 555-0100');
    expect(formatPhone('+12125550100', 'FR')).toBe('+1 212 555 0100');
    expect(formatPhone('(212) 555-0100', 'US')).toBe('(212) 555-0100');
    expect(formatPhone('ask at desk', 'US')).toBe('ask at desk');
    expect(formatPhone(null)).toBe('');
    expect(phoneHref('(212) 555-0100')).toBe('tel:+12125550100');
  });
});
