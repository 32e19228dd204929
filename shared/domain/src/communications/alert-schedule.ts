import { DateTime } from 'luxon';

export interface AlertSchedule {
  kind: 'now' | 'at' | 'relative';
  at: string | null;
  offset_minutes: number | null;
  anchor: 'starts' | 'ends' | null;
}

export interface EventTimes {
  starts_date: string | null;
  starts_time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string;
}

export type DueAt = { ok: true; dueAt: Date } | { ok: false; field: string; message: string };

/** The event's start or end as an instant, read in the event's own time zone. */
export function eventInstant(event: EventTimes, anchor: 'starts' | 'ends'): DateTime | null {
  const date = anchor === 'starts' ? event.starts_date : (event.end_date ?? event.starts_date);
  const time = anchor === 'starts' ? event.starts_time : (event.end_time ?? (event.end_date ? '23:59' : event.starts_time));
  if (!date) return null;
  const instant = DateTime.fromISO(`${date}T${time ?? '00:00'}`, { zone: event.timezone });
  return instant.isValid ? instant : null;
}

/**
 * When an alert goes: now, at the set instant, or minutes from the event's
 * start or end in the event's time zone (a day before a 7 pm start is 7 pm
 * the day before, there, across a daylight-saving change too).
 */
export function dueAtOf(schedule: AlertSchedule, event: EventTimes, now: Date): DueAt {
  if (schedule.kind === 'now') return { ok: true, dueAt: now };
  if (schedule.kind === 'at') {
    const at = schedule.at ? DateTime.fromISO(schedule.at, { setZone: true }) : null;
    if (!at?.isValid) return { ok: false, field: 'schedule.at', message: 'The send time is required.' };
    return { ok: true, dueAt: at.toJSDate() };
  }
  const anchor = schedule.anchor ?? 'starts';
  const instant = eventInstant(event, anchor);
  if (!instant) return { ok: false, field: 'schedule.anchor', message: `The event has no ${anchor === 'starts' ? 'start' : 'end'} date to send relative to.` };
  const offset = schedule.offset_minutes ?? 0;
  // Whole days move by calendar days in the event's zone, so "a day before" keeps the wall-clock time.
  const due = offset % 1440 === 0 ? instant.plus({ days: offset / 1440 }) : instant.plus({ minutes: offset });
  return { ok: true, dueAt: due.toJSDate() };
}
