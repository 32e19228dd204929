import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  ArrowRight,
  Bot,
  CalendarCheck,
  CircleAlert,
  CircleCheck,
  Clock,
  History,
  KeyRound,
  Link2,
  MapPin,
  Pencil,
  ShieldCheck,
  Trash2,
  Undo2,
  UserPlus,
  type LucideIcon,
} from 'lucide-react'
import { attendeeHistoryQuery, type Attendee, type AttendeeHistoryEntry } from '@/api/attendees'
import { Avatar } from '@/components/ui/avatar'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryView } from '@/components/query-view'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { describeActor, describeSource, detailChanges, type FieldChange } from './guest-history-format'
import { exactEventTime, formatEventTime } from '@/lib/event-time'
import { useGuestListActions } from '../guest-list-actions'
import { ForgetGuestAction } from './ForgetGuestAction'
import { GuestMessagesPanel } from './GuestMessagesPanel'

type DrawerView = 'history' | 'messages'

const VIEWS = [
  { value: 'history', label: 'History' },
  { value: 'messages', label: 'Messages' },
] as const

type GuestHistoryDrawerProps = {
  guest: Attendee | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to on close: the menu or name that opened the drawer. */
  returnFocus?: HTMLElement | null
}

export function GuestHistoryDrawer({ guest, open, onOpenChange, returnFocus }: GuestHistoryDrawerProps) {
  const [view, setView] = useState<{ guestId: string | null; view: DrawerView }>({ guestId: null, view: 'history' })
  // Another guest opens on their history, as the drawer always has.
  const shown: DrawerView = view.guestId === guest?.id ? view.view : 'history'
  return (
    <Sheet open={open && guest !== null} onOpenChange={onOpenChange}>
      {guest && (
        <SheetContent
          data-testid="guest-history"
          closeLabel="Close history"
          onCloseAutoFocus={(event) => {
            if (returnFocus?.isConnected) {
              event.preventDefault()
              returnFocus.focus()
            }
          }}
        >
          <SheetHeader>
            <Avatar name={guest.full_name} src={guest.profile_image_src} />
            <div className="min-w-0">
              <SheetTitle>{guest.full_name}</SheetTitle>
              <SheetDescription>{shown === 'history' ? 'History' : 'Messages'}</SheetDescription>
            </div>
          </SheetHeader>
          <div className="shrink-0 border-b border-border px-5 py-2.5">
            <SegmentedControl
              label="Show"
              value={shown}
              options={VIEWS}
              onValueChange={(next) => setView({ guestId: guest.id, view: next })}
              className="w-full [&>button]:flex-1"
            />
          </div>
          {shown === 'history' ? <HistoryBody guestId={guest.id} enabled={open} /> : <GuestMessagesPanel guestId={guest.id} enabled={open} />}
          <ForgetGuestAction guest={guest} />
        </SheetContent>
      )}
    </Sheet>
  )
}

function HistoryBody({ guestId, enabled }: { guestId: string; enabled: boolean }) {
  const query = useQuery({ ...attendeeHistoryQuery(guestId), enabled })
  const entries = query.data ?? EMPTY
  const changes = useMemo(() => detailChanges(entries), [entries])
  // One "now" per render so every row agrees on what "Today" is.
  const now = new Date()

  return (
    <QueryView
      query={query}
      pendingLabel="Loading history"
      pendingClassName="min-h-0 flex-1 px-5 py-5"
      pending={<HistorySkeleton />}
      error={(error) => {
        const missing = isApiError(error) && error.status === 404
        return (
          <SheetBody className="flex items-center justify-center">
            <EmptyState
              icon={CircleAlert}
              title={missing ? 'Guest not found' : 'Couldn’t load the history'}
              description={missing ? 'This guest may have been deleted.' : error.message || 'Something went wrong. Please try again.'}
            />
          </SheetBody>
        )
      }}
      empty={
        <SheetBody className="flex items-center justify-center">
          <EmptyState icon={History} title="No history yet" description="Changes to this guest will show up here as they happen." />
        </SheetBody>
      }
    >
      {() => (
        <SheetBody aria-busy={query.isFetching}>
          <div className="mb-4 flex h-5 items-center justify-between text-xs text-muted-foreground">
            <span>
              {entries.length} {entries.length === 1 ? 'change' : 'changes'} · newest first
            </span>
            {query.isFetching && <Spinner label="Updating history" className="size-3.5 text-subtle-foreground" />}
          </div>
          {query.isError && !query.isFetching && (
            <div role="alert" className="mb-4 flex items-center gap-2 rounded-lg border border-warning/25 bg-warning-soft px-3 py-2 text-xs text-foreground">
              <CircleAlert aria-hidden className="size-3.5 shrink-0 text-warning" />
              <span className="min-w-0 flex-1">Couldn’t refresh, so this may be out of date.</span>
              <Button variant="link" size="sm" className="h-auto text-xs" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </div>
          )}
          <ol aria-label="Changes, newest first">
            {entries.map((entry, index) => (
              <HistoryEntry key={entry.id} entry={entry} changes={changes.get(entry.id)} now={now} last={index === entries.length - 1} />
            ))}
          </ol>
        </SheetBody>
      )}
    </QueryView>
  )
}

type Look = { icon: LucideIcon; tone: string }

const LOOKS: Record<string, Look> = {
  AttendeeAdded: { icon: UserPlus, tone: 'bg-primary-soft text-primary' },
  AttendeeDetailsChanged: { icon: Pencil, tone: 'bg-accent-soft text-accent' },
  AttendeeRemoved: { icon: Trash2, tone: 'bg-error-soft text-error' },
  AttendeeCheckedIn: { icon: CircleCheck, tone: 'bg-success-soft text-success' },
  AttendeeCheckInUndone: { icon: Undo2, tone: 'bg-warning-soft text-warning' },
  AttendeeRsvpSet: { icon: CalendarCheck, tone: 'bg-info-soft text-info' },
  AttendeeApprovalSet: { icon: ShieldCheck, tone: 'bg-primary-soft text-primary' },
}
const DEFAULT_LOOK: Look = { icon: Clock, tone: 'bg-muted text-muted-foreground' }

const ACTOR_ICONS: Partial<Record<AttendeeHistoryEntry['actor']['type'], LucideIcon>> = {
  system: Bot,
  api_token: KeyRound,
  guest_link: Link2,
}

type HistoryEntryProps = { entry: AttendeeHistoryEntry; changes: FieldChange[] | undefined; now: Date; last: boolean }

const TRI_TONES = { yes: 'bg-success-soft text-success', no: 'bg-error-soft text-error', pending: 'bg-muted text-muted-foreground' }

/** RSVP and approval take the colour of the value they were set to, like the badges in the table. */
function lookOf(entry: AttendeeHistoryEntry): Look {
  const look = LOOKS[entry.type] ?? DEFAULT_LOOK
  const value = entry.type === 'AttendeeRsvpSet' ? entry.changes?.is_attending : entry.type === 'AttendeeApprovalSet' ? entry.changes?.is_approved : undefined
  if (value === undefined) return look
  return { ...look, tone: value === true ? TRI_TONES.yes : value === false ? TRI_TONES.no : TRI_TONES.pending }
}

function HistoryEntry({ entry, changes, now, last }: HistoryEntryProps) {
  const look = lookOf(entry)
  const Icon = look.icon
  const actor = describeActor(entry.actor)
  const ActorIcon = ACTOR_ICONS[entry.actor?.type]
  const source = describeSource(entry.source, entry.actor)
  // In the event's zone, labelled, like the list's own times.
  const { timezone } = useGuestListActions()

  return (
    <li data-testid="history-entry" className="relative flex gap-3 pb-5 last:pb-0">
      {!last && <span aria-hidden className="absolute top-8 bottom-0 left-[13.5px] w-px bg-border" />}
      <span aria-hidden className={cn('relative flex size-7 shrink-0 items-center justify-center rounded-full ring-4 ring-background', look.tone)}>
        <Icon className="size-3.5" />
      </span>
      <div className="min-w-0 flex-1 pt-[3px]">
        <p className="text-[13px] leading-snug font-semibold text-foreground">{entry.summary}</p>

        {changes && changes.length > 0 && (
          <ul aria-label="Changed values" className="mt-1.5 flex flex-wrap gap-1.5">
            {changes.map((change) => (
              <ChangeChip key={change.field} change={change} />
            ))}
          </ul>
        )}

        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          {ActorIcon ? (
            <ActorIcon aria-hidden className="size-3 text-subtle-foreground" />
          ) : (
            <Avatar name={actor} size="sm" className="size-4 text-[9px]" aria-hidden />
          )}
          <span className="font-medium text-foreground/80">{actor}</span>
          <span aria-hidden className="text-subtle-foreground">
            ·
          </span>
          <time dateTime={entry.occurred_at} title={exactEventTime(entry.occurred_at, timezone)} className="tabular-nums">
            {formatEventTime(entry.occurred_at, timezone, now)}
          </time>
        </p>

        {source && (
          <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-subtle-foreground">
            <MapPin aria-hidden className="size-3 shrink-0" />
            <span className="sr-only">From </span>
            {source.raw ? (
              <code className="truncate font-mono text-[11px]" title={source.label}>
                {source.label}
              </code>
            ) : (
              <span className="truncate" title={entry.source ?? undefined}>
                {source.label}
              </span>
            )}
          </p>
        )}
      </div>
    </li>
  )
}

function ChangeChip({ change }: { change: FieldChange }) {
  const hasBefore = change.before !== undefined
  return (
    <li className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-md border border-border bg-canvas px-1.5 py-0.5 text-xs leading-5">
      <span className="shrink-0 text-muted-foreground">{change.label}:</span>
      {hasBefore && (
        <>
          <ChipValue value={change.before ?? null} className="text-muted-foreground line-through decoration-subtle-foreground/60" />
          <ArrowRight aria-label="changed to" className="size-3 shrink-0 text-subtle-foreground" />
        </>
      )}
      <ChipValue value={change.after} className="font-medium text-foreground" />
    </li>
  )
}

function ChipValue({ value, className }: { value: string | null; className?: string }) {
  if (value === null) return <span className="shrink-0 text-subtle-foreground italic">empty</span>
  return (
    <span className={cn('min-w-0 truncate', className)} title={value}>
      {value}
    </span>
  )
}

function HistorySkeleton() {
  return (
    <>
      <Skeleton className="mb-5 h-3 w-32" />
      {[0.8, 0.55, 0.7, 0.45].map((width, index) => (
        <div key={index} className="flex gap-3 pb-6">
          <Skeleton className="size-7 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-3" style={{ width: `${width * 100}%` }} />
            <Skeleton className="h-2.5 w-36" />
            <Skeleton className="h-2.5 w-24" />
          </div>
        </div>
      ))}
    </>
  )
}

const EMPTY: AttendeeHistoryEntry[] = []
