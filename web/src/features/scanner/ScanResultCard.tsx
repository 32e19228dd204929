import { AlertTriangle, CheckCircle2, CircleSlash, Clock3, MapPin, Undo2 } from 'lucide-react'
import type { PartyMember, ScannerGuest } from '@/api/scanner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { PartyAdmission } from './PartyAdmission'
import { alreadyCheckedInText, plusOnesText, type ScanView } from './scan-view'

const TONES = {
  checked_in: 'border-success bg-success-soft text-success',
  already_checked_in: 'border-warning bg-warning-soft text-warning',
  not_on_this_event: 'border-error bg-error-soft text-error',
  refused: 'border-error bg-error-soft text-error',
  queued: 'border-info bg-info-soft text-info',
} as const

function GuestFacts({ guest }: { guest: ScannerGuest }) {
  const plusOnes = plusOnesText(guest.plus_ones)
  return (
    <div className="mt-3 space-y-2 text-foreground">
      {(plusOnes || guest.seat) && (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-lg font-medium">
          {plusOnes && <span data-testid="scan-plus-ones">{plusOnes}</span>}
          {guest.seat && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden />
              {guest.seat}
            </span>
          )}
        </p>
      )}
      {guest.tags.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {guest.tags.map((tag) => (
            <Badge key={tag} tone="accent" className="h-6 px-2.5 text-[13px]">
              {tag}
            </Badge>
          ))}
        </div>
      )}
      {guest.checkin_alert && (
        <p role="alert" className="flex items-start gap-2 rounded-md bg-warning px-3 py-2 text-sm font-medium text-white">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {guest.checkin_alert}
        </p>
      )}
    </div>
  )
}

type ScanResultCardProps = {
  view: ScanView | null
  onUndo: () => void
  canUndo: boolean
  /** The scanned guest's party (empty for a guest alone), and how the door admits its members. */
  party: PartyMember[]
  onAdmit: (ids: string[]) => void
  admitting: boolean
  /** No camera to hold a pass up to: the idle card names only the ways that work. */
  cameraMissing?: boolean
  /** The event's zone, for the times the card shows. */
  timezone?: string
}

/** The latest scan, large enough to read at arm's length, in the answer's colour. */
export function ScanResultCard({ view, onUndo, canUndo, party, onAdmit, admitting, cameraMissing = false, timezone }: ScanResultCardProps) {
  if (!view) {
    return (
      <div
        className="rounded-xl border border-dashed border-border-strong bg-background px-5 py-6 text-center text-muted-foreground"
        data-testid="scan-result"
        data-kind="idle"
      >
        {cameraMissing ? 'Ready: search by name or enter a pass code.' : 'Hold a pass up to the camera, search by name, or enter a code.'}
      </div>
    )
  }
  // A guest who answered No is let in, but never with the plain green welcome: the door reads that they declined.
  const declined = 'guest' in view && view.guest?.declined === true
  // A queued scan the server has since taken looks like any check-in.
  const kind = view.kind === 'queued' && view.synced ? 'checked_in' : view.kind
  const tone = declined && kind === 'checked_in' ? TONES.already_checked_in : TONES[kind]
  return (
    <div
      className={cn('rounded-xl border-2 px-5 py-5', tone)}
      data-testid="scan-result"
      data-kind={view.kind}
      data-declined={declined || undefined}
      aria-live="assertive"
    >
      {declined && (
        <p className="mb-2 flex items-center gap-2 rounded-md bg-warning px-3 py-2 text-sm font-semibold text-white" data-testid="scan-declined">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          Declined: this guest answered No to the invitation.
        </p>
      )}
      {view.kind === 'checked_in' && (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            <CheckCircle2 className="size-5" aria-hidden /> {view.undone ? 'Check-in undone' : 'Checked in'}
          </p>
          <h2 className="mt-1 text-3xl font-semibold text-foreground">{declined ? view.guest.name : `Welcome, ${view.guest.name}`}</h2>
          <GuestFacts guest={view.guest} />
          {!view.undone && (
            <Button variant="secondary" size="lg" className="mt-4" onClick={onUndo} disabled={!canUndo} title={canUndo ? undefined : 'Undo needs a connection'}>
              <Undo2 aria-hidden /> Undo check-in
            </Button>
          )}
        </>
      )}
      {view.kind === 'already_checked_in' && (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            <Clock3 className="size-5" aria-hidden /> {alreadyCheckedInText(view.guest, timezone)}
          </p>
          <h2 className="mt-1 text-3xl font-semibold text-foreground">{view.guest.name}</h2>
          <GuestFacts guest={view.guest} />
        </>
      )}
      {view.kind === 'queued' && (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            {view.synced ? (
              <>
                <CheckCircle2 className="size-5" aria-hidden /> Checked in — synced
              </>
            ) : (
              <>
                <Clock3 className="size-5" aria-hidden /> Queued — will sync
              </>
            )}
          </p>
          <h2 className="mt-1 text-3xl font-semibold text-foreground">{view.guest ? `Welcome, ${view.guest.name}` : 'Pass not in the offline list'}</h2>
          {view.guest ? <GuestFacts guest={view.guest} /> : <p className="mt-2 text-foreground">It will be checked when the connection is back.</p>}
        </>
      )}
      {(view.kind === 'not_on_this_event' || view.kind === 'refused') && (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            <CircleSlash className="size-5" aria-hidden /> Not admitted
          </p>
          <h2 className="mt-1 text-3xl font-semibold text-foreground">{view.kind === 'refused' ? view.message : 'Not on this event'}</h2>
        </>
      )}
      {party.length > 0 && 'guest' in view && view.guest && (
        // Keyed by the scanned guest: a new scan starts with nothing ticked.
        <PartyAdmission
          key={view.guest.id}
          members={party}
          busy={admitting}
          onAdmit={onAdmit}
          admitted={view.admitted}
          refused={view.refused}
          timezone={timezone}
        />
      )}
    </div>
  )
}
