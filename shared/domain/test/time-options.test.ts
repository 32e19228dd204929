import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_OPTIONS } from '../src/constants/time-options.ts';

describe('TIME_OPTIONS', () => {
  it('has one option per minute of the day, all distinct', () => {
    expect(TIME_OPTIONS).toHaveLength(1440);
    expect(new Set(TIME_OPTIONS.map((o) => o.value)).size).toBe(1440);
    expect(new Set(TIME_OPTIONS.map((o) => o.label)).size).toBe(1440);
  });

  it('starts at midnight and ends at 23:59', () => {
    expect(TIME_OPTIONS[0]).toEqual({ value: '00:00', label: '12:00 AM', weight: 3 });
    expect(TIME_OPTIONS[1439]).toEqual({ value: '23:59', label: '11:59 PM', weight: 1 });
  });

  it.each([
    ['00:15', '12:15 AM', 2],
    ['00:59', '12:59 AM', 1],
    ['01:00', '1:00 AM', 3],
    ['09:07', '9:07 AM', 1],
    ['11:45', '11:45 AM', 2],
    ['12:00', '12:00 PM', 3],
    ['12:30', '12:30 PM', 2],
    ['13:00', '1:00 PM', 3],
    ['15:04', '3:04 PM', 1],
  ])('%s reads %s with weight %i', (value, label, weight) => {
    expect(TIME_OPTIONS.find((o) => o.value === value)).toEqual({ value, label, weight });
  });

  it('is strictly increasing, one minute apart', () => {
    const minutes = TIME_OPTIONS.map((o) => Number(o.value.slice(0, 2)) * 60 + Number(o.value.slice(3)));
    minutes.forEach((m, i) => expect(m).toBe(i));
  });

  it('matches the 24-hour value, 12-hour label and weight rules at every minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (i) => {
        const option = TIME_OPTIONS[i]!;
        const [h, m] = [Math.floor(i / 60), i % 60];
        expect(option.value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(option.label).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);
        expect(option.label.endsWith(h < 12 ? 'AM' : 'PM')).toBe(true);
        expect(option.label.split(':')[0]).toBe(String(h % 12 || 12));
        expect(option.weight).toBe(m === 0 ? 3 : m % 15 === 0 ? 2 : 1);
      }),
      { numRuns: 1440 },
    );
  });

  it('has 24 hour marks and 72 other quarter-hours', () => {
    expect(TIME_OPTIONS.filter((o) => o.weight === 3)).toHaveLength(24);
    expect(TIME_OPTIONS.filter((o) => o.weight === 2)).toHaveLength(72);
  });
});
