import { createFileRoute } from '@tanstack/react-router'
import { FieldsOverviewPage } from '@/features/guest-fields/settings/FieldsOverviewPage'

export const Route = createFileRoute('/_default/events/$uuid/settings/fields/')({
  component: function FieldsRoute() {
    const { uuid } = Route.useParams()
    return <FieldsOverviewPage eventUuid={uuid} />
  },
})
