import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { minuteStampsIn } from '../src/format/zone-stamps.ts';

// What the guest export wrote through luxon before (guest-export-rows.ts): the stamps must not move.
const luxonStamp = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('yyyy-MM-dd HH:mm');

// Zones with changes of clocks by an hour, by half an hour (Lord Howe), at odd offsets (Chatham,
// Kathmandu, St John's), south of the equator, none at all, and a fixed offset.
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'America/St_Johns',
  'America/Santiago',
  'Asia/Tokyo',
  'UTC',
  'UTC+5:30',
];

describe('minuteStampsIn', () => {
  it('writes what luxon wrote, for any instant from 1900 to 2100 in every zone', () => {
    const stampers = new Map(ZONES.map((zone) => [zone, minuteStampsIn(zone)!]));
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (zone, epochMs) => {
        const iso = new Date(epochMs).toISOString();
        expect(stampers.get(zone)!(iso)).toBe(luxonStamp(iso, zone));
      }),
      { numRuns: 3000 },
    );
  });

  it('is exact minute by minute around changes of clocks, where a quarter hour holds a change', () => {
    const cases: [string, string][] = [
      ['America/New_York', '2026-03-08T06:00:00Z'],
      ['America/New_York', '2026-11-01T05:00:00Z'],
      ['Europe/London', '2026-03-29T00:30:00Z'],
      ['Europe/London', '2026-10-25T00:30:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T14:30:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:00:00Z'],
      ['Pacific/Chatham', '2026-04-04T13:30:00Z'],
    ];
    for (const [zone, around] of cases) {
      const stamp = minuteStampsIn(zone)!;
      const centre = Date.parse(around);
      // Every 37 seconds for two hours on each side: instants inside, before and after the change.
      for (let at = centre - 7_200_000; at <= centre + 7_200_000; at += 37_000) {
        const iso = new Date(at).toISOString();
        expect(stamp(iso), `${zone} ${iso}`).toBe(luxonStamp(iso, zone));
      }
    }
  });

  it('reads offsets and wall times as luxon does, and leaves it what it does not read', () => {
    const stamp = minuteStampsIn('America/New_York')!;
    for (const iso of ['2026-11-21T19:04:05-05:00', '2026-11-21T19:04:05.123+05:30', '2026-11-21T19:04', '2026-07-04T12:00:00Z']) {
      expect(stamp(iso)).toBe(luxonStamp(iso, 'America/New_York'));
    }
    expect(stamp('not a time')).toBeNull();
    expect(stamp('+012026-01-01T00:00:00Z')).toBeNull();
    expect(minuteStampsIn('Not/AZone')).toBeNull();
  });
});
