import type { AttendeeHistoryEntry } from '@/api/attendees'

/** Where a change came from, in words; `raw` when the source is shown as recorded. */
export type SourceLabel = { label: string; raw: boolean }

// Route patterns as the command service records them ('PUT /api/v2/events/attendees/:id/rsvp').
// Segments match any value so recorded concrete ids read the same.
const SEGMENT = '[^/\\s]+'
const ROUTES: Array<[RegExp, string]> = [
  [new RegExp(`^/api/v2/events/attendees/${SEGMENT}/rsvp$`), 'Guest list · RSVP'],
  [new RegExp(`^/api/v2/events/attendees/${SEGMENT}/approval$`), 'Guest list · Approval'],
  [new RegExp(`^/api/v2/events/attendees/${SEGMENT}/undo-check-in$`), 'Check-in · Undo'],
  [new RegExp(`/check-in$`), 'Check-in'],
  [new RegExp(`^/api/v2/events/attendees/${SEGMENT}$`), 'Guest list · Edit guest'],
  [new RegExp(`^/api/v2/events/${SEGMENT}/attendees$`), 'Guest list · Add guest'],
  [new RegExp(`^/api/v2/events/${SEGMENT}/attendees/delete$`), 'Guest list · Delete'],
  [new RegExp(`^/api/v2/events/${SEGMENT}/attendees/upload$`), 'Upload'],
  [new RegExp(`^/api/v2/events/${SEGMENT}/attendees-bulk/set-rsvp$`), 'Guest list · Bulk RSVP'],
  [new RegExp(`^/api/v2/events/${SEGMENT}/attendees-bulk/set-approval$`), 'Guest list · Bulk approval'],
]

export function describeSource(source: string | null | undefined): SourceLabel | null {
  const text = source?.trim()
  if (!text) return null
  const upload = /^upload\s+(.+)$/i.exec(text)
  if (upload) return { label: `Upload · ${upload[1]}`, raw: false }
  const route = /^(?:GET|POST|PUT|PATCH|DELETE)\s+(\S+)$/i.exec(text)
  if (route) {
    const path = route[1]!.split('?')[0]!.replace(/\/+$/, '')
    const match = ROUTES.find(([pattern]) => pattern.test(path))
    if (match) return { label: match[1], raw: false }
  }
  return { label: text, raw: true }
}

export function describeActor(actor: AttendeeHistoryEntry['actor'] | null | undefined): string {
  switch (actor?.type) {
    case 'system':
      return 'System'
    case 'api_token':
      return 'API token'
    case 'guest_link':
      return 'Guest link'
    default:
      return actor?.name?.trim() || 'Someone'
  }
}

const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone_number: 'Phone',
}

export function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field] ?? field.replaceAll('_', ' ')
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** A recorded value as text; null when the field was cleared. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

export type FieldChange = { field: string; label: string; before?: string | null; after: string | null }

const DETAIL_TYPES = new Set(['AttendeeAdded', 'AttendeeDetailsChanged'])

/**
 * The detail changes of each entry, keyed by entry id. An edit names the values it replaced
 * (`previous`); edits recorded before it did have them worked out from the earlier entries of
 * the same (complete, newest-first) stream; when no earlier value is known the chip shows just the new one.
 */
export function detailChanges(entries: AttendeeHistoryEntry[]): Map<string, FieldChange[]> {
  const known = new Map<string, string | null>()
  const result = new Map<string, FieldChange[]>()
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index]!
    if (!DETAIL_TYPES.has(entry.type)) continue
    const fields = Object.entries(entry.changes ?? {})
    if (entry.type === 'AttendeeDetailsChanged') {
      result.set(
        entry.id,
        fields.map(([field, value]) => ({
          field,
          label: fieldLabel(field),
          ...(entry.previous && field in entry.previous
            ? { before: valueText(entry.previous[field]) }
            : known.has(field)
              ? { before: known.get(field) ?? null }
              : {}),
          after: valueText(value),
        })),
      )
    }
    for (const [field, value] of fields) known.set(field, valueText(value))
  }
  return result
}
