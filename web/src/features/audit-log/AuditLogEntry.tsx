import { Link } from '@tanstack/react-router'
import { ChevronRight, ExternalLink } from 'lucide-react'
import { formatRelative } from '@usher/domain/format/format'
import type { AuditLogRow } from '@/api/audit'
import { Badge } from '@/components/ui/badge'
import { TableCell, TableRow } from '@/components/ui/table'
import { describeSource } from '@/features/guest-list/guest-history-format'
import { cn } from '@/lib/cn'
import { actorLabel } from './actor-label'
import { typeLabel } from './audit-event-types'
import { exactTime } from './audit-time'

const COLUMNS = 6

type AuditLogEntryProps = {
  eventUuid: string
  row: AuditLogRow
  now: Date
  expanded: boolean
  onToggle: () => void
  onShowGuest: (attendeeId: string, name: string | null) => void
}

/** One change: when, who, what, which guest, from where; opens to the raw event as recorded. */
export function AuditLogEntry({ eventUuid, row, now, expanded, onToggle, onShowGuest }: AuditLogEntryProps) {
  const actor = actorLabel(row.actor)
  const source = describeSource(row.source)
  const detailsId = `audit-details-${row.id}`

  return (
    <>
      <TableRow data-testid="audit-row" className={cn('align-top', expanded && 'bg-canvas')}>
        <TableCell className="w-8 pr-0">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={expanded ? 'Hide the recorded event' : 'Show the recorded event'}
            onClick={onToggle}
            className="inline-flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <ChevronRight aria-hidden className={cn('size-4 transition-transform', expanded && 'rotate-90')} />
          </button>
        </TableCell>
        <TableCell className="tabular-nums">
          <time dateTime={row.occurred_at} title={exactTime(row.occurred_at)}>
            {formatRelative(row.occurred_at, now)}
          </time>
        </TableCell>
        <TableCell className="max-w-48">
          <span className="block truncate font-medium" title={actor.name}>
            {actor.name}
          </span>
          {actor.kind && <span className="block text-xs text-muted-foreground">{actor.kind}</span>}
        </TableCell>
        <TableCell className="max-w-md whitespace-normal">
          <span className="block text-foreground">{row.summary}</span>
          <span className="block font-mono text-[11px] text-subtle-foreground">{row.type}</span>
        </TableCell>
        <TableCell className="max-w-48">
          {row.attendee ? (
            <button
              type="button"
              title="Show only this guest's changes"
              onClick={() => onShowGuest(row.attendee!.id, row.attendee!.name)}
              className="block max-w-full truncate text-left text-primary underline-offset-4 hover:underline"
            >
              {row.attendee.name || 'A guest'}
            </button>
          ) : (
            <span className="text-subtle-foreground">—</span>
          )}
        </TableCell>
        <TableCell className="max-w-56">
          {source ? (
            <span className={cn('block truncate', source.raw && 'font-mono text-[11px]')} title={row.source ?? undefined}>
              {source.label}
            </span>
          ) : (
            <span className="text-subtle-foreground">—</span>
          )}
        </TableCell>
      </TableRow>
      {expanded && (
        <TableRow id={detailsId} className="bg-canvas hover:bg-canvas">
          <TableCell colSpan={COLUMNS} className="h-auto px-3 py-3 whitespace-normal">
            <AuditEntryDetails eventUuid={eventUuid} row={row} />
          </TableCell>
        </TableRow>
      )}
    </>
  )
}

function AuditEntryDetails({ eventUuid, row }: { eventUuid: string; row: AuditLogRow }) {
  const facts: [string, string | null][] = [
    ['Type', `${typeLabel(row.type)} (${row.type})`],
    ['Recorded', exactTime(row.occurred_at)],
    ['Actor', [row.actor.type, row.actor.id].filter(Boolean).join(' · ')],
    ['Source', row.source],
    ['Browser tab', row.socket_id],
    ['Stream', row.stream_id],
    ['Event id', row.id],
    ['Position', row.position],
  ]
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-mono text-[11px] break-all">
              {value || '—'}
            </dd>
          </div>
        ))}
        {row.attendee?.name && (
          <div className="col-span-2 mt-1">
            <Link
              to="/events/$uuid/guest-management"
              params={{ uuid: eventUuid }}
              search={{ q: row.attendee.name }}
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              Open {row.attendee.name} in the guest list
              <ExternalLink aria-hidden className="size-3" />
            </Link>
          </div>
        )}
      </dl>
      <div className="min-w-0">
        <div className="mb-1 flex items-center gap-2 text-xs text-muted-foreground">
          Recorded data <Badge tone="outline">JSON</Badge>
        </div>
        <pre data-testid="audit-raw-event" className="max-h-72 overflow-auto rounded-md border border-border bg-background p-3 font-mono text-[11px] leading-relaxed text-foreground">
          {JSON.stringify(row.data, null, 2)}
        </pre>
      </div>
    </div>
  )
}
