import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '@/features/auth/guards'
import { SignedInHostGroupPage } from '@/features/host-portal/HostGroupsPage'

export const Route = createFileRoute('/events/host-group/$groupId')({
  beforeLoad: requireUser,
  component: function SignedInHostGroupRoute() {
    const { groupId } = Route.useParams()
    return <SignedInHostGroupPage groupId={groupId} />
  },
})
