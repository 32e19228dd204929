/** Monday-first weekday headings, like the sign-ups chart's weeks. */
export const WEEKDAYS = [
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
  { short: 'Sun', long: 'Sunday' },
] as const

const pad = (value: number) => String(value).padStart(2, '0')

/** This month in the viewer's calendar, 'YYYY-MM'. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`
}

/** The month `by` months from `month` ('YYYY-MM'). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const shifted = new Date(Date.UTC(year, index - 1 + by, 1))
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`
}

/** 'November 2026'. */
export function monthLabel(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** The month's dates ('YYYY-MM-DD') in Monday-first weeks, null for the days of neighbouring months. */
export function buildMonthGrid(month: string): (string | null)[][] {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate()
  const leading = (new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7
  const cells: (string | null)[] = [...Array<null>(leading).fill(null)]
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${pad(day)}`)
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
  return weeks
}
