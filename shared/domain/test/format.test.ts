import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatRelative, formatWait, percentage, truncate } from '../src/format/format.ts';

describe('percentage', () => {
  it('is 0 when the total is below 1', () => {
    expect(percentage(5, 0)).toBe(0);
    expect(percentage(5, 0.5)).toBe(0);
    expect(percentage(5, -3)).toBe(0);
    expect(percentage(5, Number.NaN)).toBe(0);
  });

  it('rounds down', () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(66);
    expect(percentage(3, 3)).toBe(100);
    expect(percentage(0, 7)).toBe(0);
  });

  it('stays within 0..100 for parts of the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), (total, k) => {
        const part = k % (total + 1);
        const result = percentage(part, total);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(100);
        expect(result).toBe(Math.floor((100 * part) / total));
      }),
    );
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('Hello', 5)).toBe('Hello');
    expect(truncate('Hello world', 5)).toBe('Hello…');
    expect(truncate('Hello world', 6)).toBe('Hello…');
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
    expect(truncate(null, 3)).toBe('');
  });

  it('never keeps more than length characters before the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(50), (text, n) => {
        const result = truncate(text, n);
        if (Array.from(text).length <= n) expect(result).toBe(text);
        else {
          expect(result.endsWith('…')).toBe(true);
          expect(Array.from(result).length).toBeLessThanOrEqual(n + 1);
          expect(text.startsWith(result.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});

describe('formatDate', () => {
  it("formats as 'MMM D, YYYY' in the given zone", () => {
    expect(formatDate('2026-11-21T15:04:00Z', 'UTC')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21T03:04:00Z', 'US/Eastern')).toBe('Nov 20, 2026');
    expect(formatDate('2026-01-05T12:00:00Z', 'UTC')).toBe('Jan 5, 2026');
    expect(formatDate(new Date('2026-11-21T15:04:00Z'), 'UTC')).toBe('Nov 21, 2026');
  });

  it('gives no result for invalid values', () => {
    expect(formatDate('not a date', 'UTC')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('2026-11-21T15:04:00Z', 'Mars/Olympus')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-21T20:00:00Z');

  it('says Today and Yesterday by calendar day in the zone', () => {
    expect(formatRelative('2026-11-21T15:04:00Z', now, 'UTC')).toBe('Today, 3:04 PM');
    expect(formatRelative('2026-11-21T00:00:00Z', now, 'UTC')).toBe('Today, 12:00 AM');
    expect(formatRelative('2026-11-20T23:59:00Z', now, 'UTC')).toBe('Yesterday, 11:59 PM');
    expect(formatRelative('2026-11-20T00:00:00Z', now, 'UTC')).toBe('Yesterday, 12:00 AM');
  });

  it('gives the full date otherwise', () => {
    expect(formatRelative('2026-11-19T23:59:00Z', now, 'UTC')).toBe('Nov 19, 2026, 11:59 PM');
    expect(formatRelative('2026-11-22T09:00:00Z', now, 'UTC')).toBe('Nov 22, 2026, 9:00 AM');
  });

  it('uses the zone to decide the day', () => {
    // 02:00 UTC on the 21st is still the 20th, 9 PM, in New York.
    expect(formatRelative('2026-11-21T02:00:00Z', now, 'US/Eastern')).toBe('Yesterday, 9:00 PM');
    expect(formatRelative('2026-11-21T02:00:00Z', now, 'UTC')).toBe('Today, 2:00 AM');
  });

  it('gives no result for invalid values', () => {
    expect(formatRelative('garbage', now, 'UTC')).toBe('');
  });
});

describe('formatWait', () => {
  it('says how long in its two largest units', () => {
    expect(formatWait(0)).toBe('under a second');
    expect(formatWait(0.4)).toBe('under a second');
    expect(formatWait(12.3)).toBe('12 s');
    expect(formatWait(185)).toBe('3 min 5 s');
    expect(formatWait(180)).toBe('3 min');
    expect(formatWait(7440)).toBe('2 h 4 min');
    expect(formatWait(7200)).toBe('2 h');
  });
});
