import { X } from 'lucide-react'
import type { AuditLogFilters } from '@/api/audit'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { ActorSelect } from './ActorSelect'
import { GuestPicker } from './GuestPicker'
import { TypeMultiSelect } from './TypeMultiSelect'
import { hasFilters } from './audit-log-search'
import { fromLocalInput, toLocalInput } from './audit-time'

type AuditFilterBarProps = {
  eventUuid: string
  filters: AuditLogFilters
  guestName?: string | null
  onChange: (filters: AuditLogFilters, guestName?: string) => void
}

/** Who, which guest, what kind of change and when: each narrows the list and the exports alike. */
export function AuditFilterBar({ eventUuid, filters, guestName, onChange }: AuditFilterBarProps) {
  const set = (patch: Partial<AuditLogFilters>) => onChange({ ...filters, ...patch })
  const types = filters.types ? filters.types.split(',') : []

  return (
    <div role="search" aria-label="Filter the audit log" className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <ActorSelect eventUuid={eventUuid} value={filters.actor} onChange={(actor) => set({ actor })} />
      <GuestPicker
        eventUuid={eventUuid}
        value={filters.attendee}
        knownName={guestName}
        onChange={(attendee, name) => onChange({ ...filters, attendee }, name)}
      />
      <TypeMultiSelect selected={types} onChange={(next) => set({ types: next.length > 0 ? next.join(',') : undefined })} />
      <div className="flex items-center gap-2">
        <Input
          type="datetime-local"
          aria-label="From"
          title="From"
          className="sm:w-48"
          value={toLocalInput(filters.from)}
          max={toLocalInput(filters.to) || undefined}
          onChange={(event) => set({ from: fromLocalInput(event.target.value, 'start') })}
          data-testid="audit-from"
        />
        <span aria-hidden className="text-muted-foreground">
          –
        </span>
        <Input
          type="datetime-local"
          aria-label="To"
          title="To"
          className="sm:w-48"
          value={toLocalInput(filters.to)}
          min={toLocalInput(filters.from) || undefined}
          onChange={(event) => set({ to: fromLocalInput(event.target.value, 'end') })}
          data-testid="audit-to"
        />
      </div>
      {hasFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange({})}>
          <X aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  )
}
