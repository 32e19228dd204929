import { createFileRoute } from '@tanstack/react-router'
import { TeamPage } from '@/features/event-team/TeamPage'

export const Route = createFileRoute('/_default/events/$uuid/share')({
  component: function ShareRoute() {
    const { uuid } = Route.useParams()
    return <TeamPage eventUuid={uuid} />
  },
})
