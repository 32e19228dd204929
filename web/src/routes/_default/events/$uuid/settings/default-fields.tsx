import { createFileRoute } from '@tanstack/react-router'
import { DefaultFieldsSettingsPage } from '@/features/guest-fields/settings/DefaultFieldsSettingsPage'

export const Route = createFileRoute('/_default/events/$uuid/settings/default-fields')({
  component: function DefaultFieldsRoute() {
    const { uuid } = Route.useParams()
    return <DefaultFieldsSettingsPage eventUuid={uuid} />
  },
})
