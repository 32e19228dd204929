import { useContext } from 'react'
import { formatMomentFor } from '@usher/domain/i18n/zoned-moment'
import { guestFailure } from '@/components/public/guest-language/guest-failure'
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
import { GuestWordsContext, useGuestWords } from '@/components/public/guest-language/guest-words-context'
import type { Translate } from '@usher/domain/i18n/translate'
import { GuestWords } from '@/components/public/guest-language/GuestWords'
import { useChosenLanguage } from '@/components/public/guest-language/chosen-language'

type JoinValues = { party_size: number }

const joinSchema = (max: number, t: Translate) =>
  rulesSchema<JoinValues>((values): FieldErrors =>
    values.party_size >= 1 && values.party_size <= max ? {} : { party_size: [t('waitlist.partySizeError', { max })] },
  )

/**
 * The waitlist on the guest's RSVP page and a journey's RSVP step: when the event is full, join it with
 * a party; while waiting, the place in line; once offered, the places held and until when, to claim them.
 * `onClaimed`: what the page does once the places are theirs (a journey goes on as after a Yes).
 */
export function GuestWaitlistSection({ token, onClaimed }: { token: string; onClaimed?: () => void }) {
  const query = useQuery(guestWaitlistQuery(token))
  const waitlist = query.data
  if (!waitlist?.has_waitlist || waitlist.holds_place) return null
  if (waitlist.entry?.offer) return <OfferCard token={token} entry={waitlist.entry} timezone={waitlist.timezone} onClaimed={onClaimed} />
  if (waitlist.entry) return <WaitingCard token={token} entry={waitlist.entry} />
  if (waitlist.is_full) return <JoinCard token={token} max={waitlist.max_party_size} />
  return null
}

type Entry = NonNullable<GuestWaitlist['entry']>

function JoinCard({ token, max }: { token: string; max: number }) {
  const words = useGuestWords()
  const { t } = words
  const refresh = useGuestWaitlistRefresh(token)
  const form = useSchemaForm({
    schema: joinSchema(max, t),
    initial: { party_size: 1 },
    onSubmit: async ({ party_size }) => refresh((await joinWaitlist(token, party_size)).data),
  })
  const error = form.error('party_size')
  const options = Array.from({ length: max }, (_, index) => ({
    value: String(index + 1),
    label: index === 0 ? t('waitlist.justMe') : t('waitlist.meAnd', { count: index }),
  }))
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-border-strong p-4" aria-labelledby="waitlist-join-title" data-testid="waitlist-join">
      <div className="flex items-start gap-2">
        <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div>
          <h2 id="waitlist-join-title" className="text-sm font-semibold">
            {t('waitlist.joinTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('waitlist.joinText')}</p>
        </div>
      </div>
      <Form form={form} aria-label={t('waitlist.joinTitle')} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id="waitlist-party-size" label={t('waitlist.partySize')} error={error} className="sm:flex-1">
          <NativeSelect
            id="waitlist-party-size"
            value={String(form.values.party_size)}
            options={options}
            onChange={(event) => form.set('party_size', Number(event.target.value))}
          />
        </FormField>
        <Button type="submit" disabled={form.submitting} data-testid="waitlist-join-button">
          {form.submitting ? t('waitlist.joining') : t('waitlist.joinTitle')}
        </Button>
      </Form>
    </section>
  )
}

function WaitingCard({ token, entry }: { token: string; entry: Entry }) {
  const words = useGuestWords()
  const { t } = words
  // The number stands out (and tests read it) within the sentence each language orders its own way.
  const [before, after = ''] = t('waitlist.position', { position: '\u0001' }).split('\u0001')
  const leave = useLeaveWaitlist(token, {
    onSuccess: () => showSnackbar(t('waitlist.left'), 'success'),
    onError: (failure) => showSnackbar(guestFailure(words, failure, 'waitlist.leaveFailed'), 'error'),
  })
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-border-strong p-4" aria-labelledby="waitlist-waiting-title" data-testid="waitlist-waiting">
      <div className="flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div>
          <h2 id="waitlist-waiting-title" className="text-sm font-semibold">
            {before}
            <span data-testid="waitlist-position">{entry.position}</span>
            {after}
          </h2>
          <p className="text-sm text-muted-foreground">{t('waitlist.waitingText', { count: entry.party_size })}</p>
        </div>
      </div>
      <div>
        <Button variant="secondary" size="sm" disabled={leave.isPending} onClick={() => leave.mutate()} data-testid="waitlist-leave">
          {t('waitlist.leave')}
        </Button>
      </div>
    </section>
  )
}

function OfferCard({ token, entry, timezone, onClaimed }: { token: string; entry: Entry; timezone: string; onClaimed?: () => void }) {
  const offer = entry.offer!
  const words = useGuestWords()
  const { t, language } = words
  const claim = useClaimOffer(token, offer.offer_id, {
    onSuccess: () => {
      showSnackbar(t('waitlist.claimed'), 'success')
      onClaimed?.()
    },
    onError: (failure) => showSnackbar(guestFailure(words, failure, 'waitlist.claimFailed'), 'error'),
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
            {t('waitlist.offerTitle')}
          </h2>
          <p className="text-sm text-foreground/80">
            {t('waitlist.offerText', { count: entry.party_size, until: formatMomentFor(offer.expires_at, timezone, language) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={claim.isPending} onClick={() => claim.mutate()} data-testid="waitlist-claim">
          {claim.isPending ? t('waitlist.claiming') : t('waitlist.claim', { count: entry.party_size })}
        </Button>
      </div>
    </section>
  )
}

/**
 * The waitlist where the page around it has no guest words of its own (a journey's RSVP step, whose
 * blocks are the organiser's texts): in the language the guest chose, else their browser's.
 */
export function GuestWaitlistInOwnWords({ token, onClaimed }: { token: string; onClaimed?: () => void }) {
  const [chosen, choose] = useChosenLanguage()
  const pageWords = useContext(GuestWordsContext)
  // A guest page that has its words already (the journey's, in the guest's language) lends them.
  if (pageWords) return <GuestWaitlistSection token={token} onClaimed={onClaimed} />
  return (
    <GuestWords language={chosen} choose={choose}>
      <GuestWaitlistSection token={token} onClaimed={onClaimed} />
    </GuestWords>
  )
}
