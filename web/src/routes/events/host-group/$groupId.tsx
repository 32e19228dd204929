import { createFileRoute } from '@tanstack/react-router'
import { requireVerifiedUser } from '@/lib/guards'
import { SignedInHostGroupPage } from '@/features/host-portal/HostGroupsPage'

export const Route = createFileRoute('/events/host-group/$groupId')({
  beforeLoad: requireVerifiedUser,
  component: function SignedInHostGroupRoute() {
    const { groupId } = Route.useParams()
    return <SignedInHostGroupPage groupId={groupId} />
  },
})
