import { DateTime } from 'luxon'
import { dueAtOf, type EventTimes } from '@usher/domain/communications/alert-schedule'
import type { AlertSchedule } from '@/api/communications'

/** "US/Eastern (EDT)": the event's time zone as people read it, with its name at that moment. */
export function zoneLabel(timezone: string, at: Date = new Date()): string {
  const short = DateTime.fromJSDate(at).setZone(timezone).setLocale('en-US').toFormat('ZZZZ')
  return `${timezone.replace(/_/g, ' ')}${short ? ` (${short})` : ''}`
}

/** "Fri, Apr 17, 2099, 7:00 PM EDT": an instant on the event's clock, labelled with its zone. */
export function eventDateTime(at: Date | string, timezone: string): string {
  const moment = (typeof at === 'string' ? DateTime.fromISO(at) : DateTime.fromJSDate(at)).setZone(timezone).setLocale('en-US')
  return moment.isValid ? moment.toFormat('ccc, LLL d, yyyy, h:mm a ZZZZ') : ''
}

/** A schedule's 'at' instant as a datetime-local value read on the event's clock. */
export function localValueOf(at: string | null, timezone: string): string {
  if (!at) return ''
  const moment = DateTime.fromISO(at, { setZone: true }).setZone(timezone)
  return moment.isValid ? moment.toFormat("yyyy-LL-dd'T'HH:mm") : ''
}

/** A datetime-local value on the event's clock as an instant with its offset, or null when incomplete. */
export function instantOfLocal(value: string, timezone: string): string | null {
  if (!value) return null
  const moment = DateTime.fromISO(value, { zone: timezone })
  return moment.isValid ? moment.toISO({ suppressMilliseconds: true }) : null
}

export type RelativeParts = { amount: number; unit: 'hours' | 'days'; direction: 'before' | 'after'; anchor: 'starts' | 'ends' }

/** A relative schedule's minutes in the words of the form: whole days when they are. */
export function relativePartsOf(schedule: AlertSchedule): RelativeParts {
  const minutes = schedule.offset_minutes ?? -1440
  const size = Math.abs(minutes)
  const days = size % 1440 === 0 && size > 0
  return {
    amount: days ? size / 1440 : Math.round(size / 60),
    unit: days ? 'days' : 'hours',
    direction: minutes <= 0 ? 'before' : 'after',
    anchor: schedule.anchor ?? 'starts',
  }
}

export function relativeScheduleOf(parts: RelativeParts): AlertSchedule {
  const size = Math.max(0, Math.round(parts.amount)) * (parts.unit === 'days' ? 1440 : 60)
  return { kind: 'relative', at: null, offset_minutes: parts.direction === 'before' ? -size : size, anchor: parts.anchor }
}

/** "1 day before the event starts" */
export function relativeText(parts: RelativeParts): string {
  const unit = parts.amount === 1 ? parts.unit.slice(0, -1) : parts.unit
  return `${parts.amount} ${unit} ${parts.direction} the event ${parts.anchor === 'starts' ? 'starts' : 'ends'}`
}

/** When the schedule sends, on the event's clock and labelled, or why it cannot be worked out. */
export function dueTextOf(schedule: AlertSchedule, event: EventTimes): { text: string | null; problem: string | null; dueAt: Date | null } {
  if (schedule.kind === 'now') return { text: null, problem: null, dueAt: null }
  const due = dueAtOf(schedule, event, new Date())
  if (!due.ok) return { text: null, problem: schedule.kind === 'at' ? 'Choose the date and time.' : due.message, dueAt: null }
  const text = eventDateTime(due.dueAt, event.timezone)
  if (due.dueAt.getTime() < Date.now() - 60_000) {
    return schedule.kind === 'at'
      ? { text, problem: `${text} has passed: choose a later time.`, dueAt: due.dueAt }
      : { text: `${text}, which has passed: it goes out as soon as you schedule it`, problem: null, dueAt: due.dueAt }
  }
  return { text, problem: null, dueAt: due.dueAt }
}
