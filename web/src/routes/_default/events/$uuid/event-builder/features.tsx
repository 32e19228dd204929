import { createFileRoute } from '@tanstack/react-router'
import { FeaturesPage } from '@/features/event-features/FeaturesPage'

export const Route = createFileRoute('/_default/events/$uuid/event-builder/features')({
  component: function FeaturesRoute() {
    const { uuid } = Route.useParams()
    return <FeaturesPage eventUuid={uuid} />
  },
})
