import type { EventTemplate } from '@/api/event-duplication'

// Parts that are one setting or one drawing, not a number of things a person counts: no number beside them.
const COUNTLESS = new Set(['pass_settings', 'event_data', 'floor_plan', 'badge_layout', 'capacity'])

export const hasCount = (key: string) => !COUNTLESS.has(key)

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** How the duplicate dialog describes a part's size before copying ('None', '3', '2 tables · 16 seats'). */
export function partSize(part: EventTemplate['parts'][number], template: EventTemplate): string | null {
  if (part.key === 'floor_plan') {
    const { tables, seats } = template.floor_plan
    return tables === 0 ? 'None' : `${plural(tables, 'table', 'tables')} · ${plural(seats, 'seat', 'seats')}`
  }
  if (!hasCount(part.key)) return null
  return part.count === 0 ? 'None' : String(part.count)
}
