import { describe, expect, it } from 'vitest';
import { DateTime, IANAZone } from 'luxon';
import { DEFAULT_TIMEZONE, TIMEZONES, isKnownTimezone } from '../src/constants/timezones.ts';

function labelOffsetMinutes(label: string): number {
  const match = /^\(GMT([+-])(\d{2}):(\d{2})\) \S/.exec(label);
  if (match === null) throw new Error(`Bad label: ${label}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

describe('TIMEZONES', () => {
  it('has about 80 zones from GMT-12:00 to GMT+13:00', () => {
    expect(TIMEZONES.length).toBeGreaterThanOrEqual(75);
    expect(TIMEZONES.length).toBeLessThanOrEqual(100);
    expect(TIMEZONES[0]!.label.startsWith('(GMT-12:00)')).toBe(true);
    expect(TIMEZONES.at(-1)!.label.startsWith('(GMT+13:00)')).toBe(true);
  });

  it('has only values luxon accepts', () => {
    const invalid = TIMEZONES.filter((zone) => !IANAZone.isValidZone(zone.value));
    expect(invalid).toEqual([]);
  });

  it('has no duplicate values or labels', () => {
    expect(new Set(TIMEZONES.map((z) => z.value)).size).toBe(TIMEZONES.length);
    expect(new Set(TIMEZONES.map((z) => z.label)).size).toBe(TIMEZONES.length);
  });

  it('is sorted by offset', () => {
    const offsets = TIMEZONES.map((z) => labelOffsetMinutes(z.label));
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('labels each zone with its standard (winter) offset', () => {
    // The smaller of the January and July offsets is the standard one.
    const wrong = TIMEZONES.filter((zone) => {
      const jan = DateTime.fromISO('2026-01-15T12:00:00Z').setZone(zone.value).offset;
      const jul = DateTime.fromISO('2026-07-15T12:00:00Z').setZone(zone.value).offset;
      return Math.min(jan, jul) !== labelOffsetMinutes(zone.label);
    });
    expect(wrong).toEqual([]);
  });

  it('includes the US zones, London and UTC, and the default', () => {
    for (const value of ['US/Eastern', 'US/Central', 'US/Mountain', 'US/Pacific', 'US/Alaska', 'US/Hawaii', 'Europe/London', 'UTC']) {
      expect(isKnownTimezone(value)).toBe(true);
    }
    expect(TIMEZONES.find((z) => z.value === DEFAULT_TIMEZONE)?.label).toBe('(GMT-05:00) Eastern Time (US & Canada)');
  });

  it('isKnownTimezone rejects other values', () => {
    for (const value of ['Mars/Olympus', '', 'us/eastern', null, 5]) expect(isKnownTimezone(value)).toBe(false);
  });
});
