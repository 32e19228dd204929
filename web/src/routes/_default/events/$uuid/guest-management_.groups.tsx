import { createFileRoute } from '@tanstack/react-router'
import { HostGroupsPage } from '@/features/host-groups/HostGroupsPage'

export const Route = createFileRoute('/_default/events/$uuid/guest-management_/groups')({
  component: function HostGroupsRoute() {
    const { uuid } = Route.useParams()
    return <HostGroupsPage eventUuid={uuid} />
  },
})
