import { describe, expect, it } from 'vitest';
import { eventEndsAt } from '../src/events/event-end.ts';

describe('eventEndsAt', () => {
  it('is the end date and time in the event’s zone', () => {
    expect(eventEndsAt({ starts_date: '2026-11-20', end_date: '2026-11-21', end_time: '15:04', timezone: 'US/Eastern' })).toBe('2026-11-21T20:04:00.000Z');
  });

  it('is the next midnight of the end date when the end time is blank', () => {
    expect(eventEndsAt({ starts_date: '2026-11-20', end_date: '2026-11-21', end_time: null, timezone: 'Europe/Paris' })).toBe('2026-11-21T23:00:00.000Z');
  });

  it('is the end of the start day when there is no end date, whatever the end time says', () => {
    expect(eventEndsAt({ starts_date: '2026-07-04', end_date: null, end_time: '10:00', timezone: 'UTC' })).toBe('2026-07-05T00:00:00.000Z');
  });

  it('counts the 23-hour day of a daylight-saving change', () => {
    expect(eventEndsAt({ starts_date: '2026-03-29', end_date: '', timezone: 'Europe/London' })).toBe('2026-03-29T23:00:00.000Z');
  });

  it('is null without dates or with an unknown zone', () => {
    expect(eventEndsAt({ starts_date: null, end_date: null, timezone: 'UTC' })).toBeNull();
    expect(eventEndsAt({ starts_date: '2026-07-04', timezone: 'Mars/Olympus' })).toBeNull();
  });
});
