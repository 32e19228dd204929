import { createFileRoute } from '@tanstack/react-router'
import { GroupDefaultsPage } from '@/features/host-groups/GroupDefaultsPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/groups')({
  component: function GroupDefaultsRoute() {
    const { uuid } = Route.useParams()
    return <GroupDefaultsPage eventUuid={uuid} />
  },
})
