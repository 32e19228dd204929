import type { ReactNode } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import { guestJourneyKey, openGuestJourney } from '@/api/guest-journey'
import { PublicLayout } from '@/components/public/PublicLayout'
import { GuestWords } from '@/components/public/guest-language/GuestWords'
import { LanguageSwitcher } from '@/components/public/guest-language/LanguageSwitcher'
import { useChosenLanguage } from '@/components/public/guest-language/chosen-language'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'
import { GuestJourney, type JourneyWaitlistSlot } from './GuestJourney'
import { PendingSpinner, QueryView } from '@/components/query-view'

/**
 * What a guest's invitation link opens: their journey when the event has a
 * published one for them, else the plain RSVP page, as before journeys.
 *
 * Guests of a host group arrive here too: a host's own link (/host/{token})
 * is the host's credential for managing their group, not a guest's, and when
 * a host invites a guest the product sends the same invitation email with this
 * /rsvp/{token} link (the guest list's Invite command). The server picks the
 * host group's journey for them, so the page needs nothing of its own.
 *
 * `waitlist` is the full event's waitlist (its own feature's), offered on a
 * journey's RSVP step as the RSVP page offers it.
 */
export function InvitationLinkPage({ token, rsvpPage, waitlist }: { token: string; rsvpPage: ReactNode; waitlist?: JourneyWaitlistSlot }) {
  const [chosen, choose] = useChosenLanguage()
  const query = useGuestJourneyQuery(token, chosen)
  // No journey, or it could not be read: the RSVP page answers the invitation, and says when the link is wrong.
  if (query.isError) return rsvpPage
  return (
    <GuestWords language={query.data?.data?.language ?? chosen} choose={choose}>
      <JourneyOrRsvpPage token={token} chosen={chosen} rsvpPage={rsvpPage} waitlist={waitlist} />
    </GuestWords>
  )
}

function useGuestJourneyQuery(token: string, chosen: GuestLanguage | null) {
  return useQuery({
    queryKey: guestJourneyKey(token, chosen),
    queryFn: ({ signal }) => openGuestJourney(token, chosen, signal),
    retry: false,
    // Another language keeps the step on screen until its words arrive.
    placeholderData: keepPreviousData,
    // The server knows the guest's step; coming back to the tab shows where they are now (answered elsewhere, say).
    refetchOnWindowFocus: true,
  })
}

/** Inside the guest's words: the journey once read, the RSVP page when the event has none for this guest. */
function JourneyOrRsvpPage({
  token,
  chosen,
  rsvpPage,
  waitlist,
}: {
  token: string
  chosen: GuestLanguage | null
  rsvpPage: ReactNode
  waitlist?: JourneyWaitlistSlot
}) {
  // Its own observer of the journey, not the page's result handed down: see GuestWords.
  const query = useGuestJourneyQuery(token, chosen)
  const { t } = useGuestWords()
  return (
    <QueryView
      query={query}
      pendingLabel={t('rsvp.loading')}
      pending={
        <PublicLayout organisation={null}>
          <div className="flex justify-center py-10">
            <PendingSpinner />
          </div>
        </PublicLayout>
      }
      isEmpty={(reply) => reply.data === null}
      empty={rsvpPage}
    >
      {(reply) => (
        <PublicLayout organisation={reply.data!.organisation} aside={<LanguageSwitcher />}>
          <GuestJourney token={token} lang={chosen} journey={reply.data!} waitlist={waitlist} />
        </PublicLayout>
      )}
    </QueryView>
  )
}
