import { Hourglass } from 'lucide-react'
import { formatInZone } from '@usher/domain/format/zoned-time'
import { offerFreedPlaces, offerPlacesTo, removeFromWaitlist, type CapacitySummary, type WaitlistEntry } from '@/api/waitlist'
import { useWaitlistChange as useWaitlistChangeMutation } from '@/api/waitlist-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'

const placesWord = (count: number) => (count === 1 ? '1 place' : `${count} places`)
const nameOf = (entry: WaitlistEntry) => `${entry.first_name} ${entry.last_name}`.trim() || entry.email || 'Guest'

function useWaitlistChange(eventUuid: string, done: string) {
  return useWaitlistChangeMutation(eventUuid, {
    onSuccess: () => showSnackbar(done, 'success'),
    onError: (failure) => showSnackbar(failure instanceof Error ? failure.message : 'The waitlist could not be changed.', 'error'),
  })
}

function EntryRow({
  entry,
  eventUuid,
  timezone,
  canEdit,
  free,
}: {
  entry: WaitlistEntry
  eventUuid: string
  timezone: string
  canEdit: boolean
  free: number | null
}) {
  const offer = useWaitlistChange(eventUuid, `${placesWord(entry.party_size)} offered to ${nameOf(entry)}.`)
  const remove = useWaitlistChange(eventUuid, `${nameOf(entry)} was taken off the waitlist.`)
  return (
    <li className="flex flex-col gap-3 border-b border-border px-4 py-3 last:border-b-0 md:flex-row md:items-center" data-testid="waitlist-row">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="w-6 shrink-0 text-sm font-semibold text-muted-foreground tabular-nums" aria-label={`Number ${entry.position} in line`}>
          {entry.position}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-medium break-words">{nameOf(entry)}</p>
          <p className="text-xs break-words text-muted-foreground">
            {entry.email ? `${entry.email} · ` : ''}
            {placesWord(entry.party_size)} · joined {formatInZone(entry.joined_at, timezone)}
            {entry.expires_at ? ` · offer open until ${formatInZone(entry.expires_at, timezone)}` : ''}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={entry.status === 'offered' ? 'info' : 'neutral'}>{entry.status === 'offered' ? 'Offered' : 'Waitlisted'}</Badge>
        {/* Only a party the free places fit: the server would refuse any other. */}
        {canEdit && entry.status === 'waiting' && (free === null || free >= entry.party_size) && (
          <Button
            size="sm"
            disabled={offer.isPending}
            onClick={() => offer.mutate(() => offerPlacesTo(eventUuid, entry.attendee_id))}
            data-testid="waitlist-offer-one"
          >
            Offer {entry.party_size === 1 ? 'a place' : 'places'}
          </Button>
        )}
        {canEdit && (
          <Button
            size="sm"
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(() => removeFromWaitlist(eventUuid, entry.attendee_id))}
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  )
}

/** The waiting parties in line: who waits, who has an offer and until when; editors offer and remove by hand. */
export function WaitlistList({
  eventUuid,
  capacity,
  entries,
  timezone,
  canEdit,
}: {
  eventUuid: string
  capacity: CapacitySummary
  entries: WaitlistEntry[]
  timezone: string
  canEdit: boolean
}) {
  const offerAll = useWaitlistChange(eventUuid, 'Free places offered to the next parties in line.')
  const canOfferFreed =
    canEdit && capacity.offer_mode === 'manual' && (capacity.free === null || capacity.free > 0) && entries.some((entry) => entry.status === 'waiting')
  return (
    <Card className="overflow-hidden p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3">
        <div>
          <h2 className="text-base font-semibold">Waitlist</h2>
          <p className="text-[13px] text-muted-foreground">First in line first. Times are in the event's time zone ({timezone}).</p>
        </div>
        {canOfferFreed && (
          <Button size="sm" disabled={offerAll.isPending} onClick={() => offerAll.mutate(() => offerFreedPlaces(eventUuid))}>
            Offer free places
          </Button>
        )}
      </div>
      {entries.length === 0 ? (
        <EmptyState
          icon={Hourglass}
          title="Nobody is waiting"
          description="When the event is full, guests who answer Yes are offered the waitlist; they show here in the order they joined."
        />
      ) : (
        <ul>
          {entries.map((entry) => (
            <EntryRow key={entry.attendee_id} entry={entry} eventUuid={eventUuid} timezone={timezone} canEdit={canEdit} free={capacity.free} />
          ))}
        </ul>
      )}
    </Card>
  )
}
