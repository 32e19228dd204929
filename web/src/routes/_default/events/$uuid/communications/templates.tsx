import { createFileRoute } from '@tanstack/react-router'
import { TemplatesPage } from '@/features/templates/TemplatesPage'

// Beside the communications list and a communication's page: communications/templates.
export const Route = createFileRoute('/_default/events/$uuid/communications/templates')({
  component: function TemplatesRoute() {
    const { uuid } = Route.useParams()
    return <TemplatesPage eventUuid={uuid} />
  },
})
