import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { combineDateTime, endDateMinimum, startDateMinimum, validateEventDates } from '../src/events/event-dates.ts';

// 3:04 PM UTC; 10:04 AM in New York.
const now = new Date('2026-11-21T15:04:00Z');
const TOO_EARLY = 'Start date can not be earlier than 12 hours ago.';
const END_BEFORE_START = 'End date must be after the start date.';

describe('combineDateTime', () => {
  it('gives the UTC instant of a wall-clock date and time in the zone', () => {
    expect(combineDateTime('2026-11-21', '15:04', 'US/Eastern')).toBe('2026-11-21T20:04:00.000Z');
    expect(combineDateTime('2026-07-04', '15:04', 'US/Eastern')).toBe('2026-07-04T19:04:00.000Z');
    expect(combineDateTime('2026-11-21', '15:04', 'UTC')).toBe('2026-11-21T15:04:00.000Z');
  });

  it('uses midnight when the time is missing', () => {
    expect(combineDateTime('2026-11-21', null, 'UTC')).toBe('2026-11-21T00:00:00.000Z');
    expect(combineDateTime('2026-11-21', '', 'Asia/Tokyo')).toBe('2026-11-20T15:00:00.000Z');
  });

  it('is null without a date or with invalid parts', () => {
    expect(combineDateTime(null, '10:00', 'UTC')).toBeNull();
    expect(combineDateTime('', '10:00', 'UTC')).toBeNull();
    expect(combineDateTime('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(combineDateTime('21/11/2026', '10:00', 'UTC')).toBeNull();
    expect(combineDateTime('2026-11-21', '24:00', 'UTC')).toBeNull();
    expect(combineDateTime('2026-11-21', '10:00', 'Mars/Olympus')).toBeNull();
  });

  it('round-trips any minute of any day in any zone it can represent', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'US/Eastern', 'Asia/Kolkata', 'Australia/Adelaide'),
        (date, zone) => {
          const local = DateTime.fromJSDate(date, { zone }).startOf('minute');
          const iso = combineDateTime(local.toFormat('yyyy-MM-dd'), local.toFormat('HH:mm'), zone);
          // Repeated wall-clock times (DST fall-back) name two instants; either is a fair answer.
          const back = DateTime.fromISO(iso!, { zone });
          expect(back.toFormat('yyyy-MM-dd HH:mm')).toBe(local.toFormat('yyyy-MM-dd HH:mm'));
        },
      ),
    );
  });
});

describe('validateEventDates: start window', () => {
  it('passes a start exactly 12 hours ago', () => {
    expect(validateEventDates({ starts_date: '2026-11-21', starts_time: '03:04', timezone: 'UTC' }, now)).toEqual({});
    expect(validateEventDates({ starts_date: '2026-11-20', starts_time: '22:04', timezone: 'US/Eastern' }, now)).toEqual({});
  });

  it('fails a start 12 hours and 1 minute ago', () => {
    expect(validateEventDates({ starts_date: '2026-11-21', starts_time: '03:03', timezone: 'UTC' }, now)).toEqual({
      starts_date: [TOO_EARLY],
    });
    expect(validateEventDates({ starts_date: '2026-11-20', starts_time: '22:03', timezone: 'US/Eastern' }, now)).toEqual({
      starts_date: [TOO_EARLY],
    });
  });

  it('holds at the boundary for any moment and zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'US/Pacific', 'Asia/Kathmandu', 'Pacific/Tongatapu'),
        (date, zone) => {
          const at = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const boundary = DateTime.fromJSDate(at, { zone }).minus({ hours: 12 });
          const input = (dt: DateTime) => ({ starts_date: dt.toFormat('yyyy-MM-dd'), starts_time: dt.toFormat('HH:mm'), timezone: zone });
          const before = boundary.minus({ minutes: 1 });
          // Skip wall-clock times that a DST change makes ambiguous or nonexistent.
          fc.pre(boundary.offset === before.offset && boundary.offset === boundary.plus({ hours: 1 }).offset);
          expect(validateEventDates(input(boundary), at)).toEqual({});
          expect(validateEventDates(input(before), at).starts_date).toEqual([TOO_EARLY]);
        },
      ),
    );
  });

  it('without a start time compares the date with the picker minimum', () => {
    // 12 hours before 10:04 AM on the 21st in New York is the 20th.
    expect(validateEventDates({ starts_date: '2026-11-20', timezone: 'US/Eastern' }, now)).toEqual({});
    expect(validateEventDates({ starts_date: '2026-11-19', timezone: 'US/Eastern' }, now)).toEqual({ starts_date: [TOO_EARLY] });
  });

  it('applies to new events only', () => {
    const past = { starts_date: '2020-01-01', starts_time: '10:00', timezone: 'UTC' };
    expect(validateEventDates(past, now)).toEqual({ starts_date: [TOO_EARLY] });
    expect(validateEventDates(past, now, { isNew: true })).toEqual({ starts_date: [TOO_EARLY] });
    expect(validateEventDates(past, now, { isNew: false })).toEqual({});
  });
});

describe('validateEventDates: end after start', () => {
  const start = { starts_date: '2026-12-01', starts_time: '18:00', timezone: 'US/Eastern' };

  it('fails an end one minute before the start', () => {
    expect(validateEventDates({ ...start, end_date: '2026-12-01', end_time: '17:59' }, now)).toEqual({ end_date: [END_BEFORE_START] });
    expect(validateEventDates({ ...start, end_date: '2026-11-30', end_time: '23:00' }, now)).toEqual({ end_date: [END_BEFORE_START] });
  });

  it('passes an end at or after the start', () => {
    expect(validateEventDates({ ...start, end_date: '2026-12-01', end_time: '18:00' }, now)).toEqual({});
    expect(validateEventDates({ ...start, end_date: '2026-12-02', end_time: '01:00' }, now)).toEqual({});
  });

  it('without an end time compares whole days', () => {
    expect(validateEventDates({ ...start, end_date: '2026-12-01' }, now)).toEqual({});
    expect(validateEventDates({ ...start, end_date: '2026-11-30' }, now)).toEqual({ end_date: [END_BEFORE_START] });
  });

  it('is checked for past events being edited too', () => {
    expect(validateEventDates({ starts_date: '2020-01-02', end_date: '2020-01-01', timezone: 'UTC' }, now, { isNew: false })).toEqual({
      end_date: [END_BEFORE_START],
    });
  });

  it('an end without a date is not checked', () => {
    expect(validateEventDates({ ...start, end_time: '01:00' }, now)).toEqual({});
  });
});

describe('validateEventDates: missing and invalid parts', () => {
  it('requires a start date', () => {
    expect(validateEventDates({ timezone: 'UTC' }, now)).toEqual({ starts_date: ['Start date is required.'] });
    expect(validateEventDates({ starts_date: '  ', end_date: '2026-12-01', timezone: 'UTC' }, now)).toEqual({
      starts_date: ['Start date is required.'],
    });
  });

  it('reports each invalid part under its own field', () => {
    expect(
      validateEventDates({ starts_date: '2026-02-30', starts_time: '25:00', end_date: 'tomorrow', end_time: '7pm', timezone: 'Mars/Olympus' }, now),
    ).toEqual({
      timezone: ['Timezone is invalid.'],
      starts_date: ['Start date is invalid.'],
      starts_time: ['Start time is invalid.'],
      end_date: ['End date is invalid.'],
      end_time: ['End time is invalid.'],
    });
  });

  it('requires a time zone', () => {
    expect(validateEventDates({ starts_date: '2026-12-01', timezone: '' }, now)).toEqual({ timezone: ['Timezone is required.'] });
  });

  it('still orders start and end when the zone is invalid', () => {
    expect(validateEventDates({ starts_date: '2026-12-02', end_date: '2026-12-01', timezone: 'Nowhere' }, now)).toEqual({
      timezone: ['Timezone is invalid.'],
      end_date: [END_BEFORE_START],
    });
  });

  it('accepts times with seconds', () => {
    expect(validateEventDates({ starts_date: '2026-12-01', starts_time: '18:00:00', timezone: 'UTC' }, now)).toEqual({});
  });
});

describe('date picker bounds', () => {
  it('startDateMinimum is the date 12 hours ago in the zone', () => {
    expect(startDateMinimum(now, 'UTC')).toBe('2026-11-21');
    expect(startDateMinimum(now, 'US/Eastern')).toBe('2026-11-20');
    expect(startDateMinimum(new Date('2026-11-21T11:59:00Z'), 'UTC')).toBe('2026-11-20');
    expect(startDateMinimum(new Date('2026-11-21T12:00:00Z'), 'UTC')).toBe('2026-11-21');
    expect(startDateMinimum(now, 'Pacific/Tongatapu')).toBe('2026-11-21');
  });

  it('startDateMinimum falls back to the default zone for an invalid one', () => {
    expect(startDateMinimum(now, 'Mars/Olympus')).toBe(startDateMinimum(now, 'US/Eastern'));
  });

  it('endDateMinimum is the start date, or else the start minimum', () => {
    expect(endDateMinimum('2026-12-01', now, 'UTC')).toBe('2026-12-01');
    expect(endDateMinimum(null, now, 'US/Eastern')).toBe('2026-11-20');
    expect(endDateMinimum('not a date', now, 'UTC')).toBe('2026-11-21');
  });
});
