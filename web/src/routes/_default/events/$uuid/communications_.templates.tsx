import { createFileRoute } from '@tanstack/react-router'
import { TemplatesPage } from '@/features/templates/TemplatesPage'

// Beside the communications list, not inside it (the trailing _): its own page at communications/templates.
export const Route = createFileRoute('/_default/events/$uuid/communications_/templates')({
  component: function TemplatesRoute() {
    const { uuid } = Route.useParams()
    return <TemplatesPage eventUuid={uuid} />
  },
})
