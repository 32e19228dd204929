import { DateTime } from 'luxon'

/** Colours of the series, in order: distinct, and readable on white (the PNG's background) and on the page. */
export const SERIES_COLORS = ['#4f46e5', '#0891b2', '#16a34a', '#d97706', '#dc2626', '#9333ea', '#db2777', '#64748b']
export const colorOf = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!

/** 'Europe/Berlin (CET)': how a report labels its zone. */
export function zoneLabel(timeZone: string): string {
  const short = DateTime.now().setZone(timeZone).setLocale('en-US').toFormat('ZZZZ')
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone
}

/** A bucket's start in the event's zone: '7:05 PM', or with its day when the report spans several. */
export function bucketTime(iso: string, timeZone: string, withDay: boolean): string {
  const moment = DateTime.fromISO(iso).setZone(timeZone).setLocale('en-US')
  return moment.toFormat(withDay ? 'LLL d, h:mm a' : 'h:mm a')
}

/** 'May 1' for a report's day (YYYY-MM-DD, already the event's). */
export const dayLabel = (day: string) => DateTime.fromISO(day).setLocale('en-US').toFormat('LLL d')

export const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`)
export const share = (part: number, whole: number) => (whole === 0 ? null : part / whole)
