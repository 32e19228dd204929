import { guestFailure, guestFieldErrors } from '@/components/public/guest-language/guest-failure'
import { useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import { CalendarDays, Check, MapPin, X } from 'lucide-react'
import { publicInvitationQuery, type PlusOneInput, type PublicInvitation } from '@/api/invitations'
import { useAnswerInvitation } from '@/api/invitation-mutations'
import { waitlistKeys } from '@/api/waitlist'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { AttendingDetails } from './AttendingDetails'
import { PlusOneFields } from './PlusOneFields'
import { PublicLayout } from '@/components/public/PublicLayout'
import { useGuestPageTitle } from '@/components/public/OrganisationBrand'
import { useFieldErrors } from '@/components/form/use-field-errors'
import { FORM_ERROR_KEY } from '@/components/form/field-errors'
import { GuestWords } from '@/components/public/guest-language/GuestWords'
import { LanguageSwitcher } from '@/components/public/guest-language/LanguageSwitcher'
import { useChosenLanguage } from '@/components/public/guest-language/chosen-language'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'

/**
 * The page behind a guest's personal link: the event, their name, Yes or No, and plus-ones when allowed.
 * `waitlist`: what the page shows of a full event's waitlist (the route composes it).
 */
export function RsvpPage({ token, waitlist }: { token: string; waitlist?: ReactNode }) {
  const [chosen, choose] = useChosenLanguage()
  const language = useQuery(publicInvitationQuery(token, chosen)).data?.language
  return (
    <GuestWords language={language ?? chosen} choose={choose}>
      <RsvpContent token={token} chosen={chosen} waitlist={waitlist} />
    </GuestWords>
  )
}

function RsvpContent({ token, chosen, waitlist }: { token: string; chosen: GuestLanguage | null; waitlist?: ReactNode }) {
  // Its own observer of the invitation, not the page's result handed down: see GuestWords.
  const query = useQuery(publicInvitationQuery(token, chosen))
  const words = useGuestWords()
  const { t } = words
  useGuestPageTitle(query.data?.event.name ?? t('rsvp.title'), query.data?.organisation)
  return (
    <PublicLayout organisation={query.data?.organisation ?? null} aside={<LanguageSwitcher />}>
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('rsvp.loading')} />
        </div>
      ) : query.isError ? (
        <div className="py-6 text-center" role="alert">
          <h1 className="text-lg font-semibold">{t('rsvp.invalidTitle')}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {isApiError(query.error) && query.error.status === 404 ? t('rsvp.invalidText') : guestFailure(words, query.error, 'common.tryAgain')}
          </p>
        </div>
      ) : (
        <InvitationAnswer token={token} chosen={chosen} invitation={query.data} waitlist={waitlist} />
      )}
    </PublicLayout>
  )
}

function InvitationAnswer({
  token,
  chosen,
  invitation,
  waitlist,
}: {
  token: string
  chosen: GuestLanguage | null
  invitation: PublicInvitation
  waitlist?: ReactNode
}) {
  const words = useGuestWords()
  const { t } = words
  const queryClient = useQueryClient()
  const [attending, setAttending] = useState<boolean | null>(invitation.guest.is_attending)
  const [plusOnes, setPlusOnes] = useState<PlusOneInput[]>([])
  const { errors, setErrors, showServerErrors } = useFieldErrors()
  const [saved, setSaved] = useState(false)
  const room = invitation.plus_one_limit - invitation.plus_ones.length - plusOnes.length
  const answer = useAnswerInvitation(
    token,
    {
      onSuccess: () => {
        setPlusOnes([])
        setErrors({})
        setSaved(true)
      },
      onError: (error) => {
        if (!showServerErrors(error)) setErrors({})
        // A Yes the event had no place for: the waitlist section offers to join.
        if (isApiError(error) && error.code === 'event_full') void queryClient.invalidateQueries({ queryKey: waitlistKeys.ofGuest(token) })
      },
    },
    chosen,
  )
  const { event, guest } = invitation

  return (
    <div className="flex flex-col gap-5">
      <header>
        <p className="text-[13px] text-muted-foreground">{guest.full_name ? t('rsvp.invitedNamed', { name: guest.full_name }) : t('rsvp.invited')}</p>
        <h1 className="mt-1 text-xl font-semibold tracking-tight" data-testid="rsvp-event-name">
          {event.name}
        </h1>
        <dl className="mt-3 flex flex-col gap-1.5 text-sm text-foreground/80">
          {event.when && (
            <div className="flex items-start gap-2">
              <dt className="sr-only">{t('rsvp.when')}</dt>
              <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <dd>{event.when}</dd>
            </div>
          )}
          {event.where && (
            <div className="flex items-start gap-2">
              <dt className="sr-only">{t('rsvp.where')}</dt>
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <dd>{event.where}</dd>
            </div>
          )}
        </dl>
      </header>

      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (attending !== null)
            answer.mutate({
              is_attending: attending,
              plus_ones: attending ? plusOnes.map((p) => ({ first_name: p.first_name, last_name: p.last_name, ...(p.email ? { email: p.email } : {}) })) : [],
            })
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('rsvp.question')}</legend>
          <div className="grid grid-cols-2 gap-2" role="radiogroup">
            <ChoiceButton
              selected={attending === true}
              onClick={() => {
                setAttending(true)
                setSaved(false)
              }}
              icon={<Check aria-hidden />}
              label={t('rsvp.yes')}
            />
            <ChoiceButton
              selected={attending === false}
              onClick={() => {
                setAttending(false)
                setSaved(false)
              }}
              icon={<X aria-hidden />}
              label={t('rsvp.no')}
            />
          </div>
        </fieldset>

        {attending === true && invitation.plus_ones_allowed && (
          <section className="flex flex-col gap-3" aria-label={t('rsvp.yourGuests')}>
            <p className="text-sm text-muted-foreground">{t('rsvp.mayBring', { count: invitation.plus_one_limit })}</p>
            {/* Those already recorded are listed under "You are coming"; here the guest adds more. */}
            <PlusOneFields
              value={plusOnes}
              onChange={(next) => {
                setPlusOnes(next)
                setSaved(false)
              }}
              room={room}
              errors={guestFieldErrors(words, errors)}
              defaultFields={invitation.default_fields}
            />
            {errors.plus_ones?.[0] && (
              <p role="alert" className="text-xs text-error">
                {t('error.checkFields')}
              </p>
            )}
          </section>
        )}

        <Button type="submit" size="lg" disabled={attending === null || answer.isPending}>
          {answer.isPending ? t('rsvp.sending') : t('rsvp.send')}
        </Button>
        {/* A full event's refusal is the waitlist section's to say (it offers the way on), not a red line here. */}
        {answer.isError &&
          Object.keys(errors).every((field) => field === FORM_ERROR_KEY) &&
          !(waitlist && isApiError(answer.error) && answer.error.code === 'event_full') && (
            <p role="alert" className="text-sm text-error">
              {guestFailure(words, answer.error, 'common.notSent')}
            </p>
          )}
        {saved && (
          <p role="status" className="rounded-md bg-success/10 px-3 py-2 text-sm text-success" data-testid="rsvp-saved">
            {guest.is_attending ? t('rsvp.thanksYes') : t('rsvp.thanksNo')}
          </p>
        )}
      </form>
      {guest.is_attending !== true && waitlist}
      {/* The answer on record, not the radio being chosen: the pass exists once Yes is saved. */}
      {guest.is_attending === true && <AttendingDetails invitation={invitation} />}
    </div>
  )
}

function ChoiceButton({ selected, onClick, icon, label }: { selected: boolean; onClick: () => void; icon: React.ReactNode; label: string }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onClick}
      className={cn(
        'flex h-12 items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors [&_svg]:size-4',
        selected ? 'border-primary bg-primary-soft text-primary' : 'border-border-strong bg-background hover:bg-muted',
      )}
    >
      {icon}
      {label}
    </button>
  )
}
