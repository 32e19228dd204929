import { useQuery } from '@tanstack/react-query'
import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { importChangesQuery, type FieldValue } from '@/api/uploads'
import { plural } from '@/lib/counts'

// A longer list is summed up by its count: the mapping step is a dialog, not a report.
const LISTED = 10

const FIELD_LABELS: Record<string, string> = { first_name: 'First name', last_name: 'Last name', email: 'Email', phone_number: 'Phone', reference: 'Reference' }

function fieldLabel(field: string, customLabels: ReadonlyMap<string, string>): string {
  return FIELD_LABELS[field] ?? customLabels.get(field.replace(/^custom_fields\./, '')) ?? 'Custom field'
}

function valueText(value: FieldValue): string {
  if (value === null) return 'empty'
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

type ExistingGuestChangesProps = {
  eventUuid: string
  uploadId: string
  mapping: readonly GuestFieldKey[]
  emptyCellsClear: boolean
  customLabels: ReadonlyMap<string, string>
  /** A mapping the import would refuse is not previewed. */
  enabled: boolean
}

/** Which guests already on the list the import would change, and how (old → new), asked of the server with the import's own rules. */
export function ExistingGuestChanges({ eventUuid, uploadId, mapping, emptyCellsClear, customLabels, enabled }: ExistingGuestChangesProps) {
  const query = useQuery({ ...importChangesQuery(eventUuid, uploadId, [...mapping], emptyCellsClear), enabled })
  const preview = query.data
  if (!enabled || !preview) return null
  if (preview.changed_guests === 0) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="import-changes">
        No guest already on the list would change.
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-1.5" data-testid="import-changes">
      <p className="text-xs font-medium">{plural(preview.changed_guests, 'guest', 'guests')} already on the list would change:</p>
      {preview.changed_guests <= LISTED && (
        <ul className="flex flex-col gap-1 text-xs">
          {preview.changes.map((change) => (
            <li key={change.attendee_id}>
              <span className="font-medium">{change.name || `Row ${change.row}`}</span>
              {': '}
              {change.fields.map((field) => `${fieldLabel(field.field, customLabels)} ${valueText(field.from)} → ${valueText(field.to)}`).join(' · ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
