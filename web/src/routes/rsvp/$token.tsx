import { createFileRoute } from '@tanstack/react-router'
import { InvitationLinkPage } from '@/features/journeys/guest/InvitationLinkPage'
import { RsvpPage } from '@/features/rsvp/RsvpPage'
import { GuestWaitlistInOwnWords, GuestWaitlistSection } from '@/features/waitlist/GuestWaitlistSection'

// Public: no guard, no account. The signed token in the path is the guest's credential.
// The guest's journey when they have one, else the plain RSVP page; either offers a full event's waitlist.
export const Route = createFileRoute('/rsvp/$token')({
  component: function RsvpRoute() {
    const { token } = Route.useParams()
    return (
      <InvitationLinkPage
        token={token}
        rsvpPage={<RsvpPage token={token} waitlist={<GuestWaitlistSection token={token} />} />}
        waitlist={(onClaimed) => <GuestWaitlistInOwnWords token={token} onClaimed={onClaimed} />}
      />
    )
  },
})
