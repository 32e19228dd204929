import { Link } from '@tanstack/react-router'
import { ChevronRight, ExternalLink } from 'lucide-react'
import { describeSource } from '@usher/domain/format/describe-source'
import { formatRelativeInZone } from '@usher/domain/format/zoned-time'
import { eventTitle } from '@usher/events/event-titles'
import type { AuditLogRow } from '@/api/audit'
import { Badge } from '@/components/ui/badge'
import { TableCell, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { actorLabel } from './actor-label'
import { exactTime } from '@/lib/audit-time'

const COLUMNS = 6

// Facts a person reads as words; the rest are the log's own names and ids.
const WORD_FACTS = new Set(['What', 'When', 'From where'])

type AuditLogEntryProps = {
  eventUuid: string
  /** The event's zone: the time reads on its clock, with the zone's name. */
  timezone: string
  row: AuditLogRow
  now: Date
  expanded: boolean
  onToggle: () => void
  onShowGuest: (attendeeId: string, name: string | null) => void
}

/** One change: when, who, what, which guest, from where; opens to the raw event as recorded. */
export function AuditLogEntry({ eventUuid, timezone, row, now, expanded, onToggle, onShowGuest }: AuditLogEntryProps) {
  const actor = actorLabel(row.actor)
  const source = describeSource(row.source, row.actor)
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
          <time dateTime={row.occurred_at} title={exactTime(row.occurred_at, timezone)}>
            {formatRelativeInZone(row.occurred_at, now, timezone)}
          </time>
          {/* On a phone the Who column folds in here, so What keeps room to read. */}
          <span className="block truncate text-xs text-muted-foreground md:hidden">{actor.name}</span>
        </TableCell>
        <TableCell className="hidden max-w-48 md:table-cell">
          <span className="block truncate font-medium" title={actor.name}>
            {actor.name}
          </span>
          {actor.kind && <span className="block text-xs text-muted-foreground">{actor.kind}</span>}
        </TableCell>
        <TableCell className="max-w-md min-w-44 whitespace-normal">
          <span className="block text-foreground">{row.summary}</span>
          <span className="block text-xs text-muted-foreground" data-testid="audit-type">
            {eventTitle(row.type)}
          </span>
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
            <span className="block truncate" data-testid="audit-source" title={source}>
              {source}
            </span>
          ) : (
            <span className="text-subtle-foreground">—</span>
          )}
        </TableCell>
      </TableRow>
      {expanded && (
        <TableRow id={detailsId} className="bg-canvas hover:bg-canvas">
          <TableCell colSpan={COLUMNS} className="h-auto px-3 py-3 whitespace-normal">
            <AuditEntryDetails eventUuid={eventUuid} timezone={timezone} row={row} />
          </TableCell>
        </TableRow>
      )}
    </>
  )
}

// The expanded row is the record itself, for whoever has to answer for it: the
// words come first, then the names the log keeps (type, route), marked as such.
function AuditEntryDetails({ eventUuid, timezone, row }: { eventUuid: string; timezone: string; row: AuditLogRow }) {
  const facts: [string, string | null][] = [
    ['What', eventTitle(row.type)],
    ['When', exactTime(row.occurred_at, timezone)],
    ['From where', describeSource(row.source, row.actor)],
    ['Recorded type', row.type],
    ['Recorded source', row.source],
    ['Actor', [row.actor.type, row.actor.id].filter(Boolean).join(' · ')],
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
            <dd className={cn('break-all', WORD_FACTS.has(label) ? 'text-xs' : 'font-mono text-[11px]')}>{value || '—'}</dd>
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
        <pre
          data-testid="audit-raw-event"
          className="max-h-72 overflow-auto rounded-md border border-border bg-background p-3 font-mono text-[11px] leading-relaxed text-foreground"
        >
          {JSON.stringify(row.data, null, 2)}
        </pre>
      </div>
    </div>
  )
}
