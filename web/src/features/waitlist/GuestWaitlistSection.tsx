import { useQuery } from '@tanstack/react-query'
import { Clock, Hourglass, PartyPopper } from 'lucide-react'
import type { FieldErrors } from '@usher/domain/validation/errors'
import { guestWaitlistQuery, joinWaitlist, type GuestWaitlist } from '@/api/waitlist'
import { useClaimOffer, useGuestWaitlistRefresh, useLeaveWaitlist } from '@/api/waitlist-mutations'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/select'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { showSnackbar } from '@/components/feedback/snackbar-store'

type JoinValues = { party_size: number }

const joinSchema = (max: number) =>
  rulesSchema<JoinValues>((values): FieldErrors =>
    values.party_size >= 1 && values.party_size <= max ? {} : { party_size: [`The party size must be between 1 and ${max}.`] },
  )

const placesWord = (count: number) => (count === 1 ? '1 place' : `${count} places`)

/**
 * The waitlist on the guest's RSVP page and a journey's RSVP step: when the event is full, join it with
 * a party; while waiting, the place in line; once offered, the places held and until when, to claim them.
 * `onClaimed`: what the page does once the places are theirs (a journey goes on as after a Yes).
 */
export function GuestWaitlistSection({ token, onClaimed }: { token: string; onClaimed?: () => void }) {
  const query = useQuery(guestWaitlistQuery(token))
  const waitlist = query.data
  if (!waitlist?.has_waitlist || waitlist.holds_place) return null
  if (waitlist.entry?.offer) return <OfferCard token={token} entry={waitlist.entry} onClaimed={onClaimed} />
  if (waitlist.entry) return <WaitingCard token={token} entry={waitlist.entry} />
  if (waitlist.is_full) return <JoinCard token={token} max={waitlist.max_party_size} />
  return null
}

type Entry = NonNullable<GuestWaitlist['entry']>

function JoinCard({ token, max }: { token: string; max: number }) {
  const refresh = useGuestWaitlistRefresh(token)
  const form = useSchemaForm({
    schema: joinSchema(max),
    initial: { party_size: 1 },
    onSubmit: async ({ party_size }) => refresh((await joinWaitlist(token, party_size)).data),
  })
  const error = form.error('party_size')
  const options = Array.from({ length: max }, (_, index) => ({
    value: String(index + 1),
    label: index === 0 ? 'Just me' : `Me and ${index} ${index === 1 ? 'guest' : 'guests'}`,
  }))
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-border-strong p-4" aria-labelledby="waitlist-join-title" data-testid="waitlist-join">
      <div className="flex items-start gap-2">
        <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div>
          <h2 id="waitlist-join-title" className="text-sm font-semibold">
            Join the waitlist
          </h2>
          <p className="text-sm text-muted-foreground">Every place is taken for now. We will email you as soon as one is free for you.</p>
        </div>
      </div>
      <Form form={form} aria-label="Join the waitlist" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id="waitlist-party-size" label="How many places do you need?" error={error} className="sm:flex-1">
          <NativeSelect
            id="waitlist-party-size"
            value={String(form.values.party_size)}
            options={options}
            onChange={(event) => form.set('party_size', Number(event.target.value))}
          />
        </FormField>
        <Button type="submit" disabled={form.submitting} data-testid="waitlist-join-button">
          {form.submitting ? 'Joining…' : 'Join the waitlist'}
        </Button>
      </Form>
    </section>
  )
}

function WaitingCard({ token, entry }: { token: string; entry: Entry }) {
  const leave = useLeaveWaitlist(token, {
    onSuccess: () => showSnackbar('You left the waitlist.', 'success'),
    onError: (failure) => showSnackbar(failure instanceof Error ? failure.message : 'You could not leave the waitlist. Please try again.', 'error'),
  })
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-border-strong p-4" aria-labelledby="waitlist-waiting-title" data-testid="waitlist-waiting">
      <div className="flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div>
          <h2 id="waitlist-waiting-title" className="text-sm font-semibold">
            You are number <span data-testid="waitlist-position">{entry.position}</span> on the waitlist
          </h2>
          <p className="text-sm text-muted-foreground">
            For {placesWord(entry.party_size)}. We will email you when {entry.party_size === 1 ? 'a place is' : 'places are'} free for you; you then have a
            limited time to claim {entry.party_size === 1 ? 'it' : 'them'}.
          </p>
        </div>
      </div>
      <div>
        <Button variant="secondary" size="sm" disabled={leave.isPending} onClick={() => leave.mutate()} data-testid="waitlist-leave">
          Leave the waitlist
        </Button>
      </div>
    </section>
  )
}

function OfferCard({ token, entry, onClaimed }: { token: string; entry: Entry; onClaimed?: () => void }) {
  const offer = entry.offer!
  const claim = useClaimOffer(token, offer.offer_id, {
    onSuccess: () => {
      showSnackbar('Your place is confirmed. See you there!', 'success')
      onClaimed?.()
    },
    onError: (failure) => showSnackbar(failure instanceof Error ? failure.message : 'The place could not be claimed. Please try again.', 'error'),
  })
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success/10 p-4"
      aria-labelledby="waitlist-offer-title"
      data-testid="waitlist-offer"
    >
      <div className="flex items-start gap-2">
        <PartyPopper aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        <div>
          <h2 id="waitlist-offer-title" className="text-sm font-semibold">
            A place is free for you
          </h2>
          <p className="text-sm text-foreground/80">
            We are holding {placesWord(entry.party_size)} for you until <strong className="font-medium">{offer.expires_label}</strong>. After that{' '}
            {entry.party_size === 1 ? 'it goes' : 'they go'} to the next guest on the waitlist.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={claim.isPending} onClick={() => claim.mutate()} data-testid="waitlist-claim">
          {claim.isPending ? 'Claiming…' : entry.party_size === 1 ? 'Claim my place' : 'Claim our places'}
        </Button>
      </div>
    </section>
  )
}
