import { createFileRoute } from '@tanstack/react-router'
import { RsvpPage } from '@/features/rsvp/RsvpPage'

// Public: no guard, no account. The signed token in the path is the guest's credential.
export const Route = createFileRoute('/rsvp/$token')({
  component: function RsvpRoute() {
    const { token } = Route.useParams()
    return <RsvpPage token={token} />
  },
})
