import { X } from 'lucide-react'
import type { AuditLogFilters } from '@/api/audit'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { ActorSelect } from './ActorSelect'
import { GuestPicker } from './GuestPicker'
import { TypeMultiSelect } from './TypeMultiSelect'
import { hasFilters } from './audit-log-search'
import { fromLocalInput, toLocalInput } from '@/lib/audit-time'
import { zoneLabel } from '@usher/domain/format/zoned-time'

type AuditFilterBarProps = {
  eventUuid: string
  filters: AuditLogFilters
  /** The event's zone: the range is picked on its wall clock, as the rows show times. */
  timezone: string
  guestName?: string | null
  onChange: (filters: AuditLogFilters, guestName?: string) => void
}

/** Who, which guest, what kind of change and when: each narrows the list and the exports alike. */
export function AuditFilterBar({ eventUuid, filters, timezone, guestName, onChange }: AuditFilterBarProps) {
  const set = (patch: Partial<AuditLogFilters>) => onChange({ ...filters, ...patch })
  const types = filters.types ? filters.types.split(',') : []
  const zone = zoneLabel(filters.from ?? new Date(), timezone)

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
      <div className="flex min-w-0 items-center gap-2">
        <Input
          type="datetime-local"
          aria-label={`From (${zone})`}
          title={`From (${zone})`}
          className="min-w-0 flex-1 sm:w-48 sm:flex-none"
          value={toLocalInput(filters.from, timezone)}
          max={toLocalInput(filters.to, timezone) || undefined}
          onChange={(event) => set({ from: fromLocalInput(event.target.value, 'start', timezone) })}
          data-testid="audit-from"
        />
        <span aria-hidden className="text-muted-foreground">
          –
        </span>
        <Input
          type="datetime-local"
          aria-label={`To (${zone})`}
          title={`To (${zone})`}
          className="min-w-0 flex-1 sm:w-48 sm:flex-none"
          value={toLocalInput(filters.to, timezone)}
          min={toLocalInput(filters.from, timezone) || undefined}
          onChange={(event) => set({ to: fromLocalInput(event.target.value, 'end', timezone) })}
          data-testid="audit-to"
        />
        <span className="text-xs whitespace-nowrap text-muted-foreground" data-testid="audit-zone">
          {zone}
        </span>
      </div>
      {/* Picked types decide for themselves; otherwise message deliveries are left out until asked for. */}
      {!filters.types && (
        <label
          className="flex items-center gap-2 text-[13px] whitespace-nowrap text-muted-foreground"
          title="Each email's progress to a guest: made, sent, delivered, opened or bounced"
        >
          <Switch
            checked={filters.deliveries === 'shown'}
            onCheckedChange={(on) => set({ deliveries: on ? 'shown' : undefined })}
            data-testid="audit-show-deliveries"
          />
          Show message deliveries
        </label>
      )}
      {hasFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange({})}>
          <X aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  )
}
