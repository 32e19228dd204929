import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { guestJourneyKey, openGuestJourney } from '@/api/guest-journey'
import { PublicLayout } from '@/components/public/PublicLayout'
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
  const query = useQuery({
    queryKey: guestJourneyKey(token),
    queryFn: ({ signal }) => openGuestJourney(token, signal),
    retry: false,
    // The server knows the guest's step; coming back to the tab shows where they are now (answered elsewhere, say).
    refetchOnWindowFocus: true,
  })
  // No journey, or it could not be read: the RSVP page answers the invitation, and says when the link is wrong.
  if (query.isError) return rsvpPage
  return (
    <QueryView
      query={query}
      pendingLabel="Loading your invitation"
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
        <PublicLayout organisation={reply.data!.organisation}>
          <GuestJourney token={token} journey={reply.data!} waitlist={waitlist} />
        </PublicLayout>
      )}
    </QueryView>
  )
}
