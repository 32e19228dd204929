import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { formatDate, formatRelative } from '../src/format/format.ts';
import {
  formatExactInZone,
  formatInZone,
  formatRelativeInZone,
  formatTimeInZone,
  fromZonedInputValue,
  toZonedInputValue,
  zoneLabel,
} from '../src/format/zoned-time.ts';
import { clockZone, instantOf } from '../src/format/zone-clock.ts';

// The texts luxon printed before the formats read the clock through Intl alone (issue 31: luxon
// left the guest list's first script); the same words are expected for every instant and zone.
const luxonIn = (iso: string | Date, zone: string) => {
  const parsed = typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso);
  const usable = DateTime.now().setZone(zone).isValid ? zone : 'UTC';
  return parsed.isValid ? parsed.setZone(usable).setLocale('en-US') : null;
};
const luxon = {
  formatDate: (iso: string, zone?: string) => {
    let parsed = DateTime.fromISO(iso);
    if (zone) parsed = parsed.setZone(zone);
    return parsed.isValid ? parsed.setLocale('en-US').toFormat('LLL d, yyyy') : '';
  },
  formatInZone: (iso: string, zone: string) => luxonIn(iso, zone)?.toFormat('LLL d, yyyy, h:mm a ZZZZ') ?? '',
  formatExactInZone: (iso: string, zone: string) => luxonIn(iso, zone)?.toFormat('LLL d, yyyy, h:mm:ss a ZZZZ') ?? '',
  formatTimeInZone: (iso: string, zone: string) => luxonIn(iso, zone)?.toFormat('h:mm a ZZZZ') ?? '',
  zoneLabel: (iso: string, zone: string) => luxonIn(iso, zone)?.toFormat('ZZZZ') ?? '',
  toZonedInputValue: (iso: string, zone: string) => luxonIn(iso, zone)?.toFormat("yyyy-MM-dd'T'HH:mm") ?? '',
  fromZonedInputValue: (value: string, zone: string, end: 'start' | 'end') => {
    const usable = DateTime.now().setZone(zone).isValid ? zone : 'UTC';
    const moment = DateTime.fromISO(value, { zone: usable });
    if (!moment.isValid) return undefined;
    return (end === 'end' ? moment.set({ second: 59, millisecond: 999 }) : moment).toUTC().toISO() ?? undefined;
  },
};

// Zones with changes of clocks both ways, half and quarter hours, the date line, and names luxon read its own way.
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Pacific/Apia',
  'America/St_Johns',
  'America/Sao_Paulo',
  'UTC',
  'utc',
  'Etc/UTC',
  'UTC+5:30',
  'UTC-3',
  'Not/AZone',
];
const zone = fc.constantFrom(...ZONES);
// 1990–2060, with a bias to the hours either side of a change of clocks (whole quarter hours).
const instant = fc.integer({ min: 631_152_000_000, max: 2_840_140_800_000 }).map((ms) => new Date(ms));
const quarterHour = fc.integer({ min: 631_152_000, max: 2_840_140_800 }).map((seconds) => new Date(Math.floor(seconds / 900) * 900_000));

describe('times read through Intl alone', () => {
  it('print what luxon printed, in every zone', () => {
    fc.assert(
      fc.property(fc.oneof(instant, quarterHour), zone, (at, name) => {
        const iso = at.toISOString();
        expect(formatInZone(iso, name)).toBe(luxon.formatInZone(iso, name));
        expect(formatExactInZone(iso, name)).toBe(luxon.formatExactInZone(iso, name));
        expect(formatTimeInZone(iso, name)).toBe(luxon.formatTimeInZone(iso, name));
        expect(zoneLabel(iso, name)).toBe(luxon.zoneLabel(iso, name));
        expect(toZonedInputValue(iso, name)).toBe(luxon.toZonedInputValue(iso, name));
        expect(formatDate(iso, name)).toBe(luxon.formatDate(iso, name));
      }),
      { numRuns: 600 },
    );
  });

  it('say today and yesterday on the zone’s calendar, as luxon did', () => {
    fc.assert(
      fc.property(quarterHour, fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), zone, (at, ago, name) => {
        const now = new Date(at.getTime() + ago);
        const iso = at.toISOString();
        const reference = luxonIn(iso, name);
        const luxonRelative = reference ? DateTime.fromISO(iso).setZone(reference.zone).setLocale('en-US') : null;
        const today = reference ? DateTime.fromJSDate(now).setZone(reference.zone) : null;
        const words = (() => {
          if (!luxonRelative || !today) return '';
          const time = luxonRelative.toFormat('h:mm a');
          if (luxonRelative.hasSame(today, 'day')) return `Today, ${time}`;
          if (luxonRelative.hasSame(today.minus({ days: 1 }), 'day')) return `Yesterday, ${time}`;
          return `${luxonRelative.toFormat('LLL d, yyyy')}, ${time}`;
        })();
        expect(formatRelativeInZone(iso, now, name)).toBe(words ? `${words} ${luxon.zoneLabel(iso, name)}` : '');
        if (name !== 'Not/AZone') expect(formatRelative(iso, now, reference!.zoneName!)).toBe(words);
      }),
      { numRuns: 400 },
    );
  });

  it('read a wall clock as luxon did, the hours a change of clocks skips or repeats included', () => {
    const wallClock = fc.record({
      year: fc.integer({ min: 1995, max: 2045 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.constantFrom(0, 15, 29, 30, 45, 59),
    });
    fc.assert(
      fc.property(wallClock, zone, fc.constantFrom('start' as const, 'end' as const), (clock, name, end) => {
        const pad = (value: number, length = 2) => String(value).padStart(length, '0');
        const value = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
        expect(fromZonedInputValue(value, name, end)).toBe(luxon.fromZonedInputValue(value, name, end));
      }),
      { numRuns: 600 },
    );
  });

  it('reads the ISO forms luxon read and refuses what it refused', () => {
    const forms = [
      '2026-11-21',
      '2026-11-21T19:04',
      '2026-11-21T19:04:05',
      '2026-11-21T19:04:05.123',
      '2026-11-21T19:04:05.123456Z',
      '2026-11-21T19:04:05+05:30',
      '2026-11-21T19:04:05-0800',
      '2026-11-21T19:04:05+05',
      '2026-11-21T1904',
      '2026-11-21T24:00',
      '2026-02-29T10:00:00Z',
      '2024-02-29T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-11-21T25:00:00Z',
      '2026-11-21T19:60:00Z',
      'soon',
      '',
    ];
    for (const form of forms) {
      for (const name of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
        expect(formatExactInZone(form, name), `${form} in ${name}`).toBe(form ? luxon.formatExactInZone(form, name) : '');
      }
    }
  });

  it('names a zone as luxon named it, and none for a name it did not know', () => {
    expect(clockZone('Not/AZone')).toBeNull();
    expect(zoneLabel('2026-11-22T00:04:00Z', 'UTC+5:30')).toBe('UTC+5:30');
    expect(zoneLabel('2026-11-22T00:04:00Z', 'gmt')).toBe('UTC');
    // A wall time skipped in New York (2:30 on the second Sunday of March) moves forward an hour.
    const skipped = instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0, millisecond: 0 }, clockZone('America/New_York')!);
    expect(new Date(skipped).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});
