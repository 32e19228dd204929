import { describeSource as describeSharedSource } from '@usher/domain/format/describe-source'
import { formatPhone } from '@usher/domain/format/phone-display'
import type { AttendeeHistoryEntry } from '@/api/attendees'

/** Where a change came from, in words; `raw` stays false: a route is never shown (the words live in shared/domain/src/format/describe-source.ts). */
export type SourceLabel = { label: string; raw: boolean }

export function describeSource(source: string | null | undefined, actor?: AttendeeHistoryEntry['actor'] | null): SourceLabel | null {
  const label = describeSharedSource(source, actor)
  return label === null ? null : { label, raw: false }
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

/** A recorded value of `field` as text: a phone number formatted (stored as E.164, or as typed before it was). */
function fieldValueText(field: string, value: unknown): string | null {
  return field === 'phone_number' && typeof value === 'string' ? formatPhone(value) || null : valueText(value)
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
            ? { before: fieldValueText(field, entry.previous[field]) }
            : known.has(field)
              ? { before: known.get(field) ?? null }
              : {}),
          after: fieldValueText(field, value),
        })),
      )
    }
    for (const [field, value] of fields) known.set(field, fieldValueText(field, value))
  }
  return result
}
