import { createFileRoute } from '@tanstack/react-router'
import { HostsPage } from '@/features/host-groups/HostsPage'

export const Route = createFileRoute('/_default/events/$uuid/guest-management_/hosts')({
  component: function HostsRoute() {
    const { uuid } = Route.useParams()
    return <HostsPage eventUuid={uuid} />
  },
})
